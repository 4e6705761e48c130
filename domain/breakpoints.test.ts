import { describe, expect, it } from 'vitest';
import { layoutForWidth } from './breakpoints';

describe('layoutForWidth', () => {
  it('splits at 768 and 1024 px', () => {
    expect(layoutForWidth(390)).toBe('mobile');
    expect(layoutForWidth(767)).toBe('mobile');
    expect(layoutForWidth(768)).toBe('tablet');
    expect(layoutForWidth(1023)).toBe('tablet');
    expect(layoutForWidth(1024)).toBe('desktop');
    expect(layoutForWidth(1280)).toBe('desktop');
  });
});
