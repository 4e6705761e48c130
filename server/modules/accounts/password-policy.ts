import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APIError } from 'better-auth/api';
import { passwordWeaknesses } from '../../../domain/password-strength';

let common: Set<string> | undefined;

/** The 12,000 most common passwords of six characters or more (see common-passwords.NOTICE.md). */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common;
}

/** Refuses a weak password with code weak_password and the list of reasons (spec 000 section 5). */
export function assertStrongPassword(password: unknown, email?: string): void {
  if (typeof password !== 'string') return; // better-auth answers a missing password itself
  const reasons = passwordWeaknesses(password, { isCommon: (p) => commonPasswords().has(p), email });
  if (reasons.length) {
    throw new APIError('BAD_REQUEST', {
      code: 'weak_password',
      message: `Password is too weak: ${reasons.join('; ')}.`,
      reasons,
    });
  }
}
