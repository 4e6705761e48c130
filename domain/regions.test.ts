import { describe, expect, it } from 'vitest';
import { currencyFor, legalRegionFor, regionForCountry } from './regions';

describe('regions', () => {
  it('maps EU members to EU, GB to UK and unknown countries to US', () => {
    expect(regionForCountry('DE')).toBe('EU');
    expect(regionForCountry('se')).toBe('EU');
    expect(regionForCountry('GB')).toBe('UK');
    expect(regionForCountry('IN')).toBe('IN');
    expect(regionForCountry('ZZ')).toBe('US');
    expect(regionForCountry(null)).toBe('US');
  });

  it('gives the legal region', () => {
    expect(legalRegionFor('FR')).toBe('EU');
    expect(legalRegionFor('EU')).toBe('EU');
    expect(legalRegionFor('UK')).toBe('UK');
    expect(legalRegionFor('AU')).toBe('AU');
    expect(legalRegionFor('JP')).toBe('US');
  });

  it('gives the currency', () => {
    expect(currencyFor('IN')).toBe('INR');
    expect(currencyFor('ES')).toBe('EUR');
    expect(currencyFor('SG')).toBe('SGD');
    expect(currencyFor('XX')).toBe('USD');
  });
});
