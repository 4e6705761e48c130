import { useEffect, useSyncExternalStore } from 'react';
import { detectRegion, regionForTimeZone, REGION_GUESS_PATH } from '../../domain/region-detection';
import { DEFAULT_REGION, findRegion, regionForCountry } from '../../domain/regions';
import { api } from './api';

/**
 * The person's region (spec 000 sections 3 and 4): the one they picked with the header's flag picker,
 * remembered; else the detected one (server guess, geolocation services, time zone, US), kept after
 * the first detection so that outside services are asked once per browser.
 */
const PICK_KEY = 'mealwise.region';
const DETECTED_KEY = 'mealwise.region.detected';
const SERVICE_TIMEOUT_MS = 3000;

const listeners = new Set<() => void>();
const notifyAll = () => listeners.forEach((l) => l());
let detecting: Promise<void> | null = null;

function stored(key: string): string | null {
  try {
    return findRegion(localStorage.getItem(key))?.code ?? null;
  } catch {
    return null; // storage disabled
  }
}

function store(key: string, code: string): void {
  try {
    localStorage.setItem(key, code);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** GETs JSON: our own API through the API client; an outside service directly, briefly, without credentials. */
async function getJson(url: string): Promise<unknown> {
  if (url === REGION_GUESS_PATH) return api.get(url);
  const res = await fetch(url, {
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** Runs detection once, unless the person picked a region or an earlier visit already detected one. */
function ensureDetected(): void {
  if (detecting || stored(PICK_KEY) || stored(DETECTED_KEY)) return;
  detecting = detectRegion({ getJson, timeZone: browserTimeZone() }).then(({ region }) => {
    store(DETECTED_KEY, region);
    notifyAll();
  });
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PICK_KEY || event.key === DETECTED_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The region now: the pick, else the detection, else (while detecting) the time zone's guess, else US. */
function currentRegion(): string {
  return stored(PICK_KEY) ?? stored(DETECTED_KEY) ?? regionForTimeZone(browserTimeZone()) ?? DEFAULT_REGION;
}

/** The person's region code; starts detection on first use. */
export function useRegion(): string {
  useEffect(ensureDetected, []);
  return useSyncExternalStore(subscribe, currentRegion, () => DEFAULT_REGION);
}

/** The region the person picked themselves, or null. */
export function useRegionPick(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => stored(PICK_KEY),
    () => null,
  );
}

/** Remembers the person's pick (a region code, or a country that maps to one). */
export function setRegion(code: string): void {
  store(PICK_KEY, findRegion(code)?.code ?? regionForCountry(code));
  notifyAll();
}
