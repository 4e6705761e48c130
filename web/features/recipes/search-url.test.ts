import { describe, expect, it } from 'vitest';
import { readSearchUrl, searchUrlOf } from './search-url';

describe('the search in the address', () => {
  it('reads back what it wrote', () => {
    const search = { q: 'dal makhani', cuisines: ['Indian', 'Thai'], isVegan: true, maxCookingTime: 30 };
    const url = searchUrlOf(search);
    expect(url.toString()).toBe('q=dal+makhani&cuisines=Indian&cuisines=Thai&isVegan=true&maxCookingTime=30');
    expect(readSearchUrl(url)).toEqual(search);
    expect(readSearchUrl(new URLSearchParams())).toEqual({});
  });

  it('drops an address the search API would refuse', () => {
    expect(readSearchUrl(new URLSearchParams('q=paneer&spicy=yes'))).toEqual({});
    expect(readSearchUrl(new URLSearchParams('maxCookingTime=-5'))).toEqual({});
  });
});
