import { z } from 'zod';

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export const normalizeEmail = (raw: string | null | undefined): string => (raw ?? '').trim().toLowerCase();

const EmailAddress = z.email().max(254);

export const isValidEmail = (email: string): boolean => EmailAddress.safeParse(email).success;

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
