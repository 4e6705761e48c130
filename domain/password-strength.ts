/** Password rules (spec 000 section 5): at least 6 characters; weak passwords are refused with reasons. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_REASONS = {
  tooShort: 'Password must be at least 6 characters long',
  tooFewKinds: 'Use at least two kinds of characters: lower-case letters, capitals, digits or symbols',
  common: 'This password is one of the most common passwords',
  containsEmail: 'Password must not contain your e-mail name',
} as const;

export type PasswordReason = (typeof PASSWORD_REASONS)[keyof typeof PASSWORD_REASONS];

function kinds(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
}

/** The reasons a password is weak; empty when it is acceptable. `isCommon` checks the common-password list. */
export function passwordWeaknesses(
  password: string,
  { isCommon, email }: { isCommon: (lowercased: string) => boolean; email?: string },
): PasswordReason[] {
  const reasons: PasswordReason[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) reasons.push(PASSWORD_REASONS.tooShort);
  if (kinds(password) < 2) reasons.push(PASSWORD_REASONS.tooFewKinds);
  if (isCommon(password.toLowerCase())) reasons.push(PASSWORD_REASONS.common);
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && password.toLowerCase().includes(local))
    reasons.push(PASSWORD_REASONS.containsEmail);
  return reasons;
}
