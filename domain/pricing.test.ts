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

  it('gives every currency of the region table its own prices, by language as by pick', () => {
    expect(shown('de-DE')).toEqual(['€2.99', '€5.99']);
    expect(shown('fr')).toEqual(['€2.99', '€5.99']);
    expect(shown('ja-JP')).toEqual(['¥480', '¥980']);
    expect(shown('pt-BR')).toEqual(['R$14.90', 'R$29.90']);
    expect(shown('es-MX')).toEqual(['MX$59', 'MX$119']);
    expect(shown('en-SG')).toEqual(['S$3.99', 'S$7.99']);
    expect(shown('ar-AE')).toEqual(['AED 10.99', 'AED 21.99']);
    for (const [locale, picked] of [
      ['de-DE', 'DE'],
      ['ja-JP', 'JP'],
      ['pt-BR', 'BR'],
      ['es-MX', 'MX'],
      ['en-SG', 'SG'],
      ['ar-AE', 'AE'],
      ['it-IT', 'EU'],
    ]) {
      expect(shown('en-US', picked), picked).toEqual(shown(locale!));
    }
  });

  it('falls back to dollars for other countries and for unreadable tags', () => {
    expect(shown('ko-KR')).toEqual(['$2.99', '$5.99']);
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
    expect(shown('en-IN', 'DE')).toEqual(['€2.99', '€5.99']);
  });

  it('treats GB and UK alike, and Basic as free everywhere', () => {
    expect(priceListFor('gb')).toBe(PRICE_LISTS.UK);
    expect(priceListFor('UK')).toBe(PRICE_LISTS.UK);
    for (const prices of Object.values(PRICE_LISTS))
      expect(formatPrice(prices, prices.monthly.free)).toBe(`${prices.symbol}0`);
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
    expect(orderPrice('plus', 'DE')).toEqual({ amount: '2.99', currency: 'EUR' });
    expect(orderPrice('premium', 'JP')).toEqual({ amount: '980', currency: 'JPY' });
    expect(orderPrice('plus', 'BR')).toEqual({ amount: '14.90', currency: 'BRL' });
    expect(orderPrice('plus', 'KR')).toEqual({ amount: '2.99', currency: 'USD' });
  });
});
