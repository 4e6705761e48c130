import { describe, expect, it } from 'vitest';
import { PASSWORD_REASONS, passwordWeaknesses } from './password-strength';

const common = new Set(['password1', 'qwerty123']);
const check = (pw: string, email?: string) => passwordWeaknesses(pw, { isCommon: (p) => common.has(p), email });

describe('passwordWeaknesses', () => {
  it('accepts a reasonable password', () => {
    expect(check('Tamarind7')).toEqual([]);
    expect(check('green-chilli')).toEqual([]);
  });

  it('names every reason', () => {
    expect(check('abc')).toEqual([PASSWORD_REASONS.tooShort, PASSWORD_REASONS.tooFewKinds]);
    expect(check('abcdefgh')).toEqual([PASSWORD_REASONS.tooFewKinds]);
    expect(check('Password1')).toEqual([PASSWORD_REASONS.common]);
    expect(check('Priya2024!', 'priya@example.com')).toEqual([PASSWORD_REASONS.containsEmail]);
  });
});
