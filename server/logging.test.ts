import { describe, expect, it } from 'vitest';
import { redactUrl } from './app';

describe('redactUrl', () => {
  it('removes tokens from logged URLs', () => {
    expect(redactUrl('/api/auth/verify-email?token=abc.def&callbackURL=%2Fdashboard')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2Fdashboard',
    );
    expect(redactUrl('/api/auth/reset-password/Zx9y?callbackURL=%2Freset-password')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
