import { describe, expect, it } from 'vitest';
import type { RegionGuess } from './region-guess';
import {
  cleanCountry,
  countryFromGeoAnswer,
  detectRegion,
  readRegionGuess,
  REGION_GUESS_PATH,
} from './region-detection';

const FIRST = 'https://geo-one.example/json';
const SECOND = 'https://geo-two.example/json';

/** A fake network: each URL answers a body, or fails when its answer is an Error. Records what was asked. */
function fakeNetwork(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const getJson = async (url: string) => {
    asked.push(url);
    const answer = answers[url];
    if (answer === undefined) throw new Error(`offline: ${url}`);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { asked, getJson };
}

const guess = (over: Partial<RegionGuess> = {}): RegionGuess => ({
  country: null,
  region: null,
  services: [FIRST, SECOND],
  ...over,
});

describe('detectRegion', () => {
  it('takes the server’s guess first and asks nobody else', async () => {
    const net = fakeNetwork({ [REGION_GUESS_PATH]: guess({ country: 'IN', region: 'IN' }) });
    expect(await detectRegion({ getJson: net.getJson, timeZone: 'America/New_York' })).toEqual({
      region: 'IN',
      source: 'server',
    });
    expect(net.asked).toEqual([REGION_GUESS_PATH]);
  });

  it('then asks the first geolocation service, mapping the country to a region', async () => {
    const net = fakeNetwork({
      [REGION_GUESS_PATH]: guess(),
      [FIRST]: { country_code: 'FR' },
      [SECOND]: { countryCode: 'IN' },
    });
    expect(await detectRegion({ getJson: net.getJson, timeZone: 'Asia/Kolkata' })).toEqual({
      region: 'EU',
      source: 'service',
    });
    expect(net.asked).toEqual([REGION_GUESS_PATH, FIRST]);
  });

  it('then the second service when the first fails or knows nothing', async () => {
    const failing = fakeNetwork({
      [REGION_GUESS_PATH]: guess(),
      [FIRST]: new Error('timeout'),
      [SECOND]: { countryCode: 'GB' },
    });
    expect(await detectRegion({ getJson: failing.getJson, timeZone: undefined })).toEqual({
      region: 'UK',
      source: 'service',
    });
    expect(failing.asked).toEqual([REGION_GUESS_PATH, FIRST, SECOND]);

    const clueless = fakeNetwork({
      [REGION_GUESS_PATH]: guess(),
      [FIRST]: { error: true },
      [SECOND]: { country: 'CA' },
    });
    expect(await detectRegion({ getJson: clueless.getJson, timeZone: undefined })).toEqual({
      region: 'CA',
      source: 'service',
    });
  });

  it('then the time zone: Asia/Kolkata gives IN', async () => {
    const net = fakeNetwork({ [REGION_GUESS_PATH]: guess(), [FIRST]: new Error('down'), [SECOND]: 'not json' });
    expect(await detectRegion({ getJson: net.getJson, timeZone: 'Asia/Kolkata' })).toEqual({
      region: 'IN',
      source: 'time-zone',
    });
    expect(await detectRegion({ getJson: net.getJson, timeZone: 'Asia/Calcutta' })).toMatchObject({ region: 'IN' });
  });

  it('then US, also when the server itself cannot be reached', async () => {
    const offline = fakeNetwork({});
    expect(await detectRegion({ getJson: offline.getJson, timeZone: 'America/Chicago' })).toEqual({
      region: 'US',
      source: 'default',
    });
    expect(offline.asked).toEqual([REGION_GUESS_PATH]);
  });

  it('calls no outside service when none is configured', async () => {
    const net = fakeNetwork({ [REGION_GUESS_PATH]: guess({ services: [] }) });
    expect(await detectRegion({ getJson: net.getJson, timeZone: 'Europe/Berlin' })).toEqual({
      region: 'US',
      source: 'default',
    });
    expect(net.asked).toEqual([REGION_GUESS_PATH]);
  });
});

describe('reading countries', () => {
  it('reads the server’s guess, keeping only https services', () => {
    expect(
      readRegionGuess({ country: 'in', region: 'IN', services: ['https://a.example/json', 'http://b.example', 7] }),
    ).toEqual({
      country: 'IN',
      services: ['https://a.example/json'],
    });
    expect(readRegionGuess('nonsense')).toEqual({ country: null, services: [] });
  });

  it('accepts two letters and ignores CDN placeholders', () => {
    expect(cleanCountry(' in ')).toBe('IN');
    expect(cleanCountry('XX')).toBeNull();
    expect(cleanCountry('T1')).toBeNull();
    expect(cleanCountry('IND')).toBeNull();
    expect(cleanCountry(42)).toBeNull();
  });

  it('reads the spellings of common services', () => {
    expect(countryFromGeoAnswer({ country_code: 'DE', country: 'Germany' })).toBe('DE');
    expect(countryFromGeoAnswer({ countryCode: 'AU' })).toBe('AU');
    expect(countryFromGeoAnswer({ country: 'SG' })).toBe('SG');
    expect(countryFromGeoAnswer({ country: 'Singapore' })).toBeNull();
    expect(countryFromGeoAnswer(null)).toBeNull();
  });
});
