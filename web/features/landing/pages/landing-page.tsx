import { Suspense, use } from 'react';
import { brandFontReady } from '../../../lib/brand-font';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../accounts/auth-client';
import { WishlistTeaser } from '../../wishlist/components/wishlist-teaser';
import { EarlyAccess } from '../components/early-access';
import { FeaturesGrid } from '../components/features-grid';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { PricingSection } from '../components/pricing-section';
import { ScrollToTop } from '../components/scroll-to-top';
import { SiteFooter } from '../components/site-footer';
import { TrendingGrid } from '../components/trending-grid';

// The hero's text reflows when the font arrives and would move the carousel below it: the page's body
// waits for the font (1.5 s at most) before its first layout, while the header is already shown.
const fontGate = brandFontReady(1500);

function LandingBody() {
  use(fontGate);
  const { data, isPending } = useSession();
  return (
    <>
      <main className="flex-1">
        <Hero />
        <HowItWorks />
        <FeaturesGrid />
        <PricingSection />
        {!isPending && !data ? <EarlyAccess /> : null}
        <WishlistTeaser />
        <TrendingGrid />
      </main>
      <SiteFooter />
      <ScrollToTop />
    </>
  );
}

/**
 * The landing page (spec 000 section 2), sections in the spec's order: hero with the trending strip,
 * how it works, features, pricing, early access (visitors only), the wishlist teaser, the trending
 * grid, the footer, and the scroll-to-top button.
 */
export function LandingPage() {
  useDocumentTitle('');
  return (
    <Suspense fallback={<main className="flex-1" />}>
      <LandingBody />
    </Suspense>
  );
}
