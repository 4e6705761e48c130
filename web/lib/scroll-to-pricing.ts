import type { NavigateFunction } from 'react-router';

/** The landing section a navigation asks for, carried in the router's state: `navigate('/', { state })`. */
export interface SectionRequest {
  section: string;
}

export function requestedSection(state: unknown): string | null {
  const section = (state as Partial<SectionRequest> | null)?.section;
  return typeof section === 'string' && section !== '' ? section : null;
}

/**
 * Upgrade Plan / Upgrade Now: go home, then scroll to the pricing section after 100 ms (spec 000 section 9). The
 * address stays `/`; the request travels in the router's state, so that the landing page mounts every section at
 * once (not one per task, as on a first visit) and scrolls once the section is there (`MainSections`). Waiting for
 * the section from here instead took more than 8 s on a slow machine while the sections were mounted one by one.
 */
export function goToPricing(navigate: NavigateFunction): void {
  const state: SectionRequest = { section: 'pricing' };
  void navigate('/', { state });
}
