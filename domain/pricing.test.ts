import { describe, expect, it } from 'vitest';
import { countryOfLocale, formatPrice, orderPrice, PRICE_LISTS, priceListFor, priceListForVisitor } from './pricing';

const shown = (locale: string, pickedRegion: string | null = null) => {
  const list = priceListForVisitor({ pickedRegion, locale });
  return [formatPrice(list, list.monthly.plus), formatPrice(list, list.monthly.premium)];
};

describe('prices by the browser language', () => {
  it('gives the spec’s monthly prices for each locale region', () => {
    expect(shown('en-US')).toEqual(['$2.99', '$5.99']);
    expect(shown('en-IN')).toEqual(['₹299', '₹599']);
    expect(shown('hi-IN')).toEqual(['₹299', '₹599']);
    expect(shown('en-GB')).toEqual(['£2.49', '£4.99']);
    expect(shown('en-AU')).toEqual(['A$4.99', 'A$9.49']);
    expect(shown('fr-CA')).toEqual(['C$3.99', 'C$7.99']);
  });

  it('falls back to dollars for other regions and for unreadable tags', () => {
    expect(shown('de-DE')).toEqual(['$2.99', '$5.99']);
    expect(shown('ja-JP')).toEqual(['$2.99', '$5.99']);
    expect(shown('')).toEqual(['$2.99', '$5.99']);
    expect(shown('not a locale!')).toEqual(['$2.99', '$5.99']);
  });

  it('reads the country of a bare language as its most likely one', () => {
    expect(countryOfLocale('hi')).toBe('IN');
    expect(countryOfLocale('en')).toBe('US');
    expect(countryOfLocale('en-GB')).toBe('GB');
    expect(countryOfLocale(undefined)).toBeNull();
  });

  it('lets a region picked in the header win over the language', () => {
    expect(shown('en-US', 'IN')).toEqual(['₹299', '₹599']);
    expect(shown('en-IN', 'UK')).toEqual(['£2.49', '£4.99']);
    expect(shown('en-IN', 'DE')).toEqual(['$2.99', '$5.99']);
  });

  it('treats GB and UK alike, and Basic as free everywhere', () => {
    expect(priceListFor('gb')).toBe(PRICE_LISTS.UK);
    expect(priceListFor('UK')).toBe(PRICE_LISTS.UK);
    for (const list of Object.values(PRICE_LISTS)) expect(formatPrice(list, list.monthly.free)).toBe(`${list.symbol}0`);
  });
});

describe('order prices', () => {
  it('gives the gateway a two-place amount and the currency of the region', () => {
    expect(orderPrice('plus', 'IN')).toEqual({ amount: '299.00', currency: 'INR' });
    expect(orderPrice('plus', 'GB')).toEqual({ amount: '2.49', currency: 'GBP' });
    expect(orderPrice('plus', 'AU')).toEqual({ amount: '4.99', currency: 'AUD' });
    expect(orderPrice('plus', 'CA')).toEqual({ amount: '3.99', currency: 'CAD' });
    expect(orderPrice('premium', 'IN')).toEqual({ amount: '599.00', currency: 'INR' });
    expect(orderPrice('plus', undefined)).toEqual({ amount: '2.99', currency: 'USD' });
    expect(orderPrice('plus', 'DE')).toEqual({ amount: '2.99', currency: 'USD' });
  });
});
