/**
 * The product font (Nunito) arrives after the first render of this client-rendered app; text laid out
 * in the fallback font then reflows and moves what is below it. Starting the load early and letting a
 * page wait for it briefly keeps the landing page from shifting (Lighthouse CLS).
 */
const FACE = '1em "Nunito Variable"';
let loading: Promise<unknown> | null = null;

/** Starts loading the font's Latin subset, once; later calls share the same load. */
export function loadBrandFont(): Promise<unknown> {
  loading ??= 'fonts' in document ? document.fonts.load(FACE, 'Aa').catch(() => undefined) : Promise.resolve();
  return loading;
}

/** Resolves when the font is ready, or after `ms` at the latest: a slow font never holds a page back for long. */
export function brandFontReady(ms: number): Promise<void> {
  return Promise.race([
    loadBrandFont().then(() => undefined),
    new Promise<void>((resolve) => window.setTimeout(resolve, ms)),
  ]);
}
