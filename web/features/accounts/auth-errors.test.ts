import { describe, expect, it } from 'vitest';
import { UNEXPECTED_ERROR } from '../../lib/api';
import { authErrorMessage } from './auth-errors';

describe('authErrorMessage', () => {
  it("shows the app's own refusal ({ error: { code, message } }) rather than a bare 'Something went wrong'", () => {
    const refused = {
      status: 403,
      error: { code: 'FORBIDDEN', message: 'This request did not come from the Mealwise app.' },
    };
    expect(authErrorMessage(refused)).toBe('This request did not come from the Mealwise app.');
  });

  it("says the same for better-auth's own origin refusal", () => {
    expect(authErrorMessage({ status: 403, code: 'INVALID_ORIGIN', message: 'Invalid origin' })).toBe(
      'This request did not come from the Mealwise app.',
    );
  });

  it('keeps the generic sentence for server failures', () => {
    expect(authErrorMessage({ status: 500, error: { code: 'INTERNAL', message: 'boom' } })).toBe(UNEXPECTED_ERROR);
    expect(authErrorMessage(null)).toBe(UNEXPECTED_ERROR);
  });
});
