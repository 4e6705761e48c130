import { lazy, Suspense, use } from 'react';
import { brandFontReady } from '../../../lib/brand-font';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Hero } from '../components/hero';

// index.html and landing.html preload the font, so it is normally there before the first render. When it is
// late, the hero waits for it briefly rather than reflow and move the carousel below its text.
const fontGate = brandFontReady(600);

const sections = () => import('../components/landing-sections');
const MainSections = lazy(() => sections().then((m) => ({ default: m.MainSections })));
const PageEnd = lazy(() => sections().then((m) => ({ default: m.PageEnd })));

function LandingBody() {
  use(fontGate);
  return (
    <>
      <main className="flex-1">
        <Hero />
        {/* Room for the sections while their code loads: the page can already be scrolled, and the footer waits below. */}
        <Suspense fallback={<div aria-hidden className="min-h-[150vh]" />}>
          <MainSections />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <PageEnd />
      </Suspense>
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
