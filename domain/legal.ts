import { z } from 'zod';

export const LEGAL_CONTENT_TYPES = ['terms_conditions', 'privacy_policy', 'refund_policy', 'consent_message'] as const;
export type LegalContentType = (typeof LEGAL_CONTENT_TYPES)[number];

export const LegalItem = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  contentType: z.enum(LEGAL_CONTENT_TYPES),
  displayName: z.string(),
  isRequiredForSignup: z.boolean(),
  versionNumber: z.number().int(),
  effectiveDate: z.string(),
});
export type LegalItem = z.infer<typeof LegalItem>;

/** Items of a terms type open a popup with their full text; consent messages show their text inline. */
export const isTermsType = (type: LegalContentType) => type !== 'consent_message';

/** A built-in item (negative id): shown when the server's list cannot be read; the server records no consent to it. */
export const isFallbackItem = (item: Pick<LegalItem, 'id'>) => item.id < 0;

/**
 * The built-in list the sign-up dialog uses when the server's list cannot be read (spec 000 section 7):
 * terms, privacy, refund and cancellation (not required), EU-only data processing consent (required),
 * marketing consent (optional). Negative ids mark them as built in: no consent record can point at them.
 */
export function fallbackLegalItems(legalRegion: string): LegalItem[] {
  const base = { versionNumber: 1, effectiveDate: '2024-01-01' };
  const items: LegalItem[] = [
    {
      ...base,
      id: -1,
      contentType: 'terms_conditions',
      title: 'Terms of Service',
      displayName: 'Terms of Service',
      isRequiredForSignup: true,
      content: FALLBACK_TERMS,
    },
    {
      ...base,
      id: -2,
      contentType: 'privacy_policy',
      title: 'Privacy Policy',
      displayName: 'Privacy Policy',
      isRequiredForSignup: true,
      content: FALLBACK_PRIVACY,
    },
    {
      ...base,
      id: -3,
      contentType: 'refund_policy',
      title: 'Refund & Cancellation Policy',
      displayName: 'Refund & Cancellation Policy',
      isRequiredForSignup: false,
      content: FALLBACK_REFUND,
    },
  ];
  if (legalRegion === 'EU') {
    items.push({
      ...base,
      id: -4,
      contentType: 'consent_message',
      title: 'Data processing consent',
      displayName: 'Data processing consent',
      isRequiredForSignup: true,
      content:
        '<p>I consent to Mealwise processing my dietary preferences, which may reveal health or religious information, to personalise my recipes and meal plans.</p>',
    });
  }
  items.push({
    ...base,
    id: -5,
    contentType: 'consent_message',
    title: 'Marketing e-mails',
    displayName: 'Marketing e-mails',
    isRequiredForSignup: false,
    content: '<p>Send me occasional e-mails with new recipes and product news. I can unsubscribe at any time.</p>',
  });
  return items;
}

const FALLBACK_TERMS =
  '<p>By creating an account you agree to use Mealwise for your own household meal planning, to keep your password safe, and not to misuse the service. Paid plans run for 30 days and can be cancelled at any time. Nutrition figures are estimates computed from ingredients and are not medical advice. The full terms are at <a href="/terms">/terms</a>.</p>';
const FALLBACK_PRIVACY =
  '<p>We keep your account details, preferences, meal plans and favorites to run the service, never sell them, and delete them when you close your account. Payments are handled by our payment gateway; we do not store card numbers. The full policy is at <a href="/privacy">/privacy</a>.</p>';
const FALLBACK_REFUND =
  '<p>You may request a refund within 7 days of a payment if a core feature does not work and we cannot fix it; we reply within 3 working days. The full policy is at <a href="/refund-policy">/refund-policy</a>.</p>';
