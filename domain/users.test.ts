import { describe, expect, it } from 'vitest';
import { displayName, firstName, initials } from './users';

describe('person display rules', () => {
  it('names a person', () => {
    expect(displayName({ name: 'Priya Sharma', email: 'p@x.in' })).toBe('Priya Sharma');
    expect(displayName({ name: '  ', email: 'asha.k@example.com' })).toBe('asha.k');
    expect(displayName({})).toBe('User');
  });

  it('gives initials from the name, else the e-mail', () => {
    expect(initials({ name: 'Priya Sharma' })).toBe('PS');
    expect(initials({ name: 'priya' })).toBe('PR');
    expect(initials({ name: '', email: 'zoe@example.com' })).toBe('ZO');
  });

  it('gives a first name with a fallback', () => {
    expect(firstName({ name: 'Priya Sharma' }, 'Chef')).toBe('Priya');
    expect(firstName({ name: '' }, 'Chef')).toBe('Chef');
  });
});
