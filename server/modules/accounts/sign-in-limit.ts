/**
 * Guessing one person's password from many addresses: failed sign-ins are counted per account, beside the
 * per-address limit. After FREE_FAILURES failures in a row each further one locks the account's password sign-in
 * for a while, doubling from BASE_LOCK_MS up to MAX_LOCK_MS. The lock is never longer than that and a password reset
 * (which signs the person in) clears it, so an attacker can slow a person down but never lock them out for good.
 */
export const FREE_FAILURES = 5;
export const BASE_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 15 * 60_000;
/** Failures older than this are forgotten. */
export const FAILURE_MEMORY_MS = 60 * 60_000;

export interface FailureRecord {
  failures: number;
  lockedUntil: number;
}

/** Where the counts live: this process by default; a shared store (Redis) when instances run side by side. */
export interface FailureStore {
  get(key: string): Promise<FailureRecord | null>;
  set(key: string, record: FailureRecord, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export class MemoryFailureStore implements FailureStore {
  private readonly records = new Map<string, { record: FailureRecord; expires: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string): Promise<FailureRecord | null> {
    const found = this.records.get(key);
    if (!found) return null;
    if (found.expires <= this.now()) {
      this.records.delete(key);
      return null;
    }
    return found.record;
  }

  async set(key: string, record: FailureRecord, ttlMs: number): Promise<void> {
    // Bounded: an attacker sending random e-mails cannot grow the map past this; the oldest entries go first.
    if (this.records.size >= 100_000) this.records.delete(this.records.keys().next().value!);
    this.records.set(key, { record, expires: this.now() + ttlMs });
  }

  async delete(key: string): Promise<void> {
    this.records.delete(key);
  }
}

/** The shape of better-auth's secondary storage (Redis when REDIS_URL is set): values as text with a TTL in seconds. */
export interface KeyValueStorage {
  get(key: string): Promise<unknown> | unknown;
  set(key: string, value: string, ttl?: number): Promise<unknown> | unknown;
  delete(key: string): Promise<unknown> | unknown;
}

/** The counts in the shared store, so that every instance sees the same failures (and a restart forgets none). */
export class SharedFailureStore implements FailureStore {
  constructor(private readonly storage: KeyValueStorage) {}

  async get(key: string): Promise<FailureRecord | null> {
    const raw = await this.storage.get(key);
    if (typeof raw !== 'string') return null;
    try {
      const parsed = JSON.parse(raw) as FailureRecord;
      return Number.isFinite(parsed.failures) && Number.isFinite(parsed.lockedUntil) ? parsed : null;
    } catch {
      return null;
    }
  }

  async set(key: string, record: FailureRecord, ttlMs: number): Promise<void> {
    await this.storage.set(key, JSON.stringify(record), Math.ceil(ttlMs / 1000));
  }

  async delete(key: string): Promise<void> {
    await this.storage.delete(key);
  }
}

/** How long the account stays locked after its nth failure in a row. */
export function lockFor(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(BASE_LOCK_MS * 2 ** (failures - FREE_FAILURES), MAX_LOCK_MS);
}

export class SignInLimit {
  constructor(
    private readonly store: FailureStore = new MemoryFailureStore(),
    private readonly now: () => number = Date.now,
  ) {}

  private key(email: string): string {
    return `sign-in-failures:${email.trim().toLowerCase()}`;
  }

  /** Milliseconds the account must still wait before its password is checked again, or 0. */
  async waitFor(email: string): Promise<number> {
    const record = await this.store.get(this.key(email));
    return record ? Math.max(0, record.lockedUntil - this.now()) : 0;
  }

  async recordFailure(email: string): Promise<void> {
    const key = this.key(email);
    const failures = ((await this.store.get(key))?.failures ?? 0) + 1;
    await this.store.set(key, { failures, lockedUntil: this.now() + lockFor(failures) }, FAILURE_MEMORY_MS);
  }

  async clear(email: string): Promise<void> {
    await this.store.delete(this.key(email));
  }
}

export function lockedMessage(waitMs: number): string {
  const minutes = Math.ceil(waitMs / 60_000);
  const wait = waitMs < 60_000 ? `${Math.ceil(waitMs / 1000)} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many wrong passwords for this account. Please wait ${wait} and try again, or reset your password.`;
}
