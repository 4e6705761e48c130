import { useEffect } from 'react';
import { useSession } from '../../../lib/auth-client';
import { WishlistTeaser } from '../../wishlist/public/wishlist-teaser';
import { EarlyAccess } from './early-access';
import { FeaturesGrid } from './features-grid';
import { HowItWorks } from './how-it-works';
import { PricingSection } from './pricing-section';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { TrendingGrid } from './trending-grid';

/**
 * Everything of the landing page below the hero: loaded after the hero so that the first paint needs
 * neither their code (pricing and its dialog, the wishlist, zod...) nor their pictures.
 */
export function MainSections() {
  const { data, isPending } = useSession();
  // An address such as /#pricing: the section did not exist yet when the browser looked for it.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return (
    <>
      <HowItWorks />
      <FeaturesGrid />
      <PricingSection />
      {!isPending && !data ? <EarlyAccess /> : null}
      <WishlistTeaser />
      <TrendingGrid />
    </>
  );
}

export function PageEnd() {
  return (
    <>
      <SiteFooter />
      <ScrollToTop />
    </>
  );
}
