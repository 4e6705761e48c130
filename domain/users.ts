/** Display rules for a person (spec 000 section 2). */
export interface PersonLike {
  name?: string | null;
  email?: string | null;
}

/** The metadata name, else the part of the e-mail before the @, else 'User'. */
export function displayName({ name, email }: PersonLike): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  const local = email?.split('@')[0]?.trim();
  return local || 'User';
}

/** The first word of the name, else a fallback ('Chef' on the dashboard, 'User' in plan names). */
export function firstName({ name }: PersonLike, fallback: string): string {
  return name?.trim().split(/\s+/)[0] || fallback;
}

/** Up to 2 letters of the name (first letters of the first two words), else the first 2 of the e-mail. */
export function initials({ name, email }: PersonLike): string {
  const words = name?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (email ?? '').slice(0, 2).toUpperCase() || 'U';
}

/** The longest name a person can keep (sign-up, profile, Google); longer is refused, or cut for a Google profile. */
export const MAX_NAME_LENGTH = 100;
export const NAME_TOO_LONG_MESSAGE = `Please keep your name to ${MAX_NAME_LENGTH} characters or fewer.`;
