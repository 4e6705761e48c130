/** Layouts of the product (spec 000 section 9): mobile under 768 px, tablet 768 to 1023 px, desktop 1024 px and up. */
export const MOBILE_MAX_WIDTH = 767;
export const DESKTOP_MIN_WIDTH = 1024;

export type Layout = 'mobile' | 'tablet' | 'desktop';

export function layoutForWidth(width: number): Layout {
  if (width < MOBILE_MAX_WIDTH + 1) return 'mobile';
  if (width < DESKTOP_MIN_WIDTH) return 'tablet';
  return 'desktop';
}
