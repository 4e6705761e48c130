import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/auth-client';
import { requestedSection } from '../../../lib/scroll-to-pricing';
import { WishlistTeaser } from '../../wishlist/public/wishlist-teaser';
import { EarlyAccess } from './early-access';
import { FeaturesGrid } from './features-grid';
import { HowItWorks } from './how-it-works';
import { PricingSection } from './pricing-section';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { TrendingGrid } from './trending-grid';

/**
 * Mounts `total` parts one at a time, each in a task of its own (a timeout, then a transition), so no single commit
 * builds every section's DOM at once: on a slow phone that one commit was a long task after the first paint
 * (Lighthouse's total blocking time, decision 034). `all` mounts them at once.
 */
function useStaged(total: number, all: boolean): number {
  const [count, setCount] = useState(all ? total : 1);
  useEffect(() => {
    if (all || count >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setCount((n) => n + 1)));
    return () => window.clearTimeout(timer);
  }, [all, count, total]);
  return all ? total : count;
}

const hashNow = () => decodeURIComponent(window.location.hash.slice(1));

/**
 * Everything of the landing page below the hero: loaded after the hero so that the first paint needs
 * neither their code (pricing and its dialog, the wishlist, zod...) nor their pictures. `staged` (the visit's
 * first paint of /) mounts them one section per task, with the room below kept until the last is in.
 */
export function MainSections({ staged = false }: { staged?: boolean }) {
  const { data, isPending } = useSession();
  // An address such as /#pricing, or a section link followed while the sections were still being mounted: the
  // section did not exist yet when the browser looked for it. Every section is mounted at once, then scrolled to.
  const [hash, setHash] = useState(hashNow);
  // Upgrade Plan and its kind: home with the section in the router's state (`goToPricing`)
  const location = useLocation();
  const requested = requestedSection(location.state);
  // once a section was asked for, all stay mounted: a hash cleared later does not take sections away
  const [jumped, setJumped] = useState(() => hashNow() !== '' || requested !== null);
  if (requested !== null && !jumped) setJumped(true);
  useEffect(() => {
    const follow = () => {
      const now = hashNow();
      setHash(now);
      if (now !== '') setJumped(true);
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const parts: ReactNode[] = [
    <HowItWorks key="how" />,
    <FeaturesGrid key="features" />,
    <PricingSection key="pricing" />,
    !isPending && !data ? <EarlyAccess key="early" /> : null,
    <WishlistTeaser key="wishlist" />,
    <TrendingGrid key="trending" />,
  ];
  const count = useStaged(parts.length, !staged || jumped);
  useEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView();
  }, [hash]); // each time the address names a section: by then every section is mounted
  useEffect(() => {
    if (requested === null) return;
    // spec 000 section 9: the scroll starts 100 ms after the page is home
    const timer = window.setTimeout(
      () => document.getElementById(requested)?.scrollIntoView({ behavior: 'smooth' }),
      100,
    );
    return () => window.clearTimeout(timer);
  }, [requested, location.key]); // each Upgrade click, also when already home
  return (
    <>
      {parts.slice(0, count)}
      {count < parts.length ? <div aria-hidden className="min-h-[150vh]" /> : null}
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
