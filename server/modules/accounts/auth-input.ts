import { z } from 'zod';
import { MAX_NAME_LENGTH, NAME_TOO_LONG_MESSAGE } from '../../../domain/users';

const text = (label: string, max = 1000) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .max(max, `${label} is too long.`);
// May be blank at sign-up (the e-mail then names the person, spec 000 section 2), never anything but text.
const name = z
  .string({ error: (issue) => (issue.input === undefined ? 'Please enter your name.' : 'Your name must be text.') })
  .trim()
  .max(MAX_NAME_LENGTH, NAME_TOO_LONG_MESSAGE);
const email = text('The e-mail address', 254);
const password = text('The password', 1000);

/**
 * The shapes of the auth calls the app makes, checked before better-auth reads them: wrong types answer a clear
 * 400 instead of crashing a hook. Other fields pass through to better-auth, which checks them itself.
 */
const SHAPES: Record<string, z.ZodType> = {
  '/sign-up/email': z.looseObject({ name, email, password }),
  '/sign-in/email': z.looseObject({ email, password }),
  '/request-password-reset': z.looseObject({ email }),
  '/reset-password': z.looseObject({ newPassword: password, token: text('The reset link', 500).optional() }),
  '/change-password': z.looseObject({ currentPassword: password, newPassword: password }),
  // The picture changes only through POST /api/accounts/avatar, which re-encodes it and keeps it in the person's own folder.
  '/update-user': z.strictObject(
    { name: name.optional() },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Only your name can be changed here; change your picture with the upload on your profile.'
          : undefined,
    },
  ),
};

/** The first problem with an auth call's body, or null. Any body must be a JSON object. */
export function authInputProblem(path: string, body: unknown): string | null {
  if (body === undefined) return null;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'Send the details as a JSON object.';
  const shape = SHAPES[path];
  if (!shape) return null;
  const parsed = shape.safeParse(body);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'The details sent are not valid.');
}
