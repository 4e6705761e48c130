import { lazy, startTransition, Suspense, use, useEffect, useState } from 'react';
import { brandFontReady } from '../../../lib/brand-font';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Hero } from '../components/hero';

// index.html and landing.html preload the font, so it is normally there before the first render. When it is
// late, the hero waits for it briefly rather than reflow and move the carousel below its text.
const fontGate = brandFontReady(600);

const sections = () => import('../components/landing-sections');
const MainSections = lazy(() => sections().then((m) => ({ default: m.MainSections })));
const PageEnd = lazy(() => sections().then((m) => ({ default: m.PageEnd })));

// On the visit's first page the sections' code (and zod, Radix dialog, pricing...) is asked for once the browser
// reports its first contentful paint (the hero), not during the hero's first render: before, their download and
// run came ahead of the first paint, on a slow phone's connection and CPU (see decision 007). A frame callback
// was not enough: the paint is reported after the main thread has moved on. Later visits of / render them at once.
let heroPainted = false;

/** Calls back once the page's first contentful paint has been reported (at most `ms` later, when it is not). */
function afterFirstPaint(callback: () => void, ms = 1500): () => void {
  let observer: PerformanceObserver | undefined;
  let timer = 0;
  const stop = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
  };
  const run = () => {
    stop();
    timer = window.setTimeout(callback);
  };
  timer = window.setTimeout(run, ms);
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // no paint timing here: the timer alone
  }
  return stop;
}

function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(heroPainted);
  useEffect(() => {
    if (painted) return;
    return afterFirstPaint(() => {
      heroPainted = true;
      // A transition: React renders the sections in slices that leave the main thread free between them.
      startTransition(() => setPainted(true));
    });
  }, [painted]);
  return painted;
}

function LandingBody() {
  use(fontGate);
  const [firstVisit] = useState(!heroPainted);
  const painted = useAfterFirstPaint();
  // Room for the sections while their code loads: the page can already be scrolled, and the footer waits below.
  const room = <div aria-hidden className="min-h-[150vh]" />;
  return (
    <>
      <main className="flex-1">
        <Hero />
        {painted ? (
          <Suspense fallback={room}>
            <MainSections staged={firstVisit} />
          </Suspense>
        ) : (
          room
        )}
      </main>
      {painted ? (
        <Suspense fallback={null}>
          <PageEnd />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The landing page (spec 000 section 2), sections in the spec's order: hero with the trending strip,
 * how it works, features, pricing, early access (visitors only), the wishlist teaser, the trending
 * grid, the footer, and the scroll-to-top button. The hero comes first; the rest follows in its own chunk.
 */
export function LandingPage() {
  useDocumentTitle('');
  return (
    <Suspense fallback={<main className="flex-1" />}>
      <LandingBody />
    </Suspense>
  );
}
