import type { QuotaUse } from './billing';
import type { Plan, QuotaFeature } from './plans';
import { countOf } from './words';

/**
 * Whether a metered feature can be used now, known before the person tries: 'plan' when the plan does not
 * include it (Basic and generated plans), 'spent' when this month's uses are gone, null when it can be used.
 */
export type QuotaBlock = 'plan' | 'spent' | null;

export function quotaBlock(use: QuotaUse | undefined): QuotaBlock {
  if (!use || use.limit === null) return null;
  if (use.limit === 0) return 'plan';
  return use.used >= use.limit ? 'spent' : null;
}

/** The first day of the next calendar month (UTC), when a month's uses come back (quotas count by UTC month). */
export function quotaRenewsOn(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

const NAMES: Record<QuotaFeature, { one: string; title: string; what: string; plus: string }> = {
  generated_plans: {
    one: 'generated meal plan',
    title: 'Generated meal plans',
    what: 'A generated plan fills your week, 7 days from breakfast to dinner, with recipes that meet your weekly calorie, protein, carb and fat targets and follow your dietary preferences. You can swap any meal afterwards.',
    plus: 'Plus includes 5 generated plans a month. On Basic you plan by hand: add recipes from search, your favorites or a past week.',
  },
  pantry_scans: {
    one: 'pantry scan',
    title: 'Pantry photo scans',
    what: 'A photo scan reads the ingredients in a picture of your fridge or shelves, so that you can find recipes for what you have.',
    plus: 'Plus includes 5 photo scans a month. You can still type what you have.',
  },
};

/** The words of an upgrade prompt: what the feature is, why it cannot be used now, and what Plus gives. */
export function quotaPrompt(
  feature: QuotaFeature,
  block: Exclude<QuotaBlock, null>,
  use: QuotaUse,
  plan: Plan,
  now = new Date(),
) {
  const names = NAMES[feature];
  const renews = quotaRenewsOn(now).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const reason =
    block === 'plan'
      ? `${names.title} are not part of the Basic plan.`
      : `You have used ${use.limit === 1 ? 'your' : 'all'} ${countOf(use.limit ?? 0, names.one)} of this month. More come on ${renews}.`;
  return { title: names.title, what: names.what, reason, offer: plan === 'free' ? names.plus : null };
}
