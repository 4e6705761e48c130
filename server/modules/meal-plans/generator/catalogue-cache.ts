import type { Db } from '../../../db/client';
import type { WorkerPool } from '../../../workers/worker-pool';
import type { CatalogueIndex } from './catalogue-index';
import { readCataloguePage, readCatalogueVersion } from './catalogue.queries';

/**
 * This instance's copy of the catalogue as the generator reads it (catalogue-index.ts), held on the main thread
 * only as a handle to shared buffers. A generation reads the catalogue's version in its own statement
 * (candidates.queries.ts): when it matches, the catalogue's cut is made in the worker from memory; when not (or
 * before the first load), the generation reads the whole cut from PostgreSQL as before and asks for a reload
 * here, in the background. The version is a row every instance reads, so an edit on one instance reaches all.
 * Decision 038.
 */

/** Catalogue rows read per statement while loading (one JSON text each, a few megabytes). */
const PAGE_ROWS = 20_000;
/** After a failed load, the next is not tried for this long (generations read PostgreSQL meanwhile). */
const RETRY_AFTER_MS = 30_000;
/** A build running longer than this is presumed stuck (its worker is replaced). */
const BUILD_TIMEOUT_MS = 120_000;
/**
 * The load after a start waits for the server to be this long without a request, before it begins and before
 * each page, until a generation asks for the catalogue (then it reads on at once). At 1M recipes the load is
 * ~106 MB of JSON from PostgreSQL and 2 s of build: run at once, it overlapped the first searches (decision 038).
 */
export const QUIET_MS = 1_000;
/** How often a paced load looks again whether the server is quiet. */
const QUIET_POLL_MS = 100;

export interface CatalogueLog {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
}

export class CatalogueCache {
  private index: CatalogueIndex | null = null;
  private loading: Promise<void> | null = null;
  private closed = false;
  private failedAt = 0;
  /** The load under way reads only while the server is quiet (loadWhenQuiet); a generation's want() clears it. */
  private paced = false;

  constructor(
    private readonly db: Db,
    private readonly pool: WorkerPool,
    private readonly log: CatalogueLog,
    /** False (GENERATOR_CATALOGUE=database): never loaded, every generation reads PostgreSQL. */
    private readonly enabled = true,
    /** Whether the server has been without requests for `ms` (plugins/request-activity.ts). */
    private readonly quietFor: (ms: number) => boolean = () => true,
  ) {}

  /** The catalogue in memory, if loaded (the caller compares its version with the database's). */
  get current(): CatalogueIndex | null {
    return this.index;
  }

  /** Told the version a generation read (null: unknown): reloads in the background when memory is older. */
  want(version: number | null): void {
    if (version === null || this.index?.version === version) return;
    // a generation needs it: a load waiting for quiet reads on at once
    this.paced = false;
    if (!this.enabled || this.loading || this.closed || Date.now() - this.failedAt < RETRY_AFTER_MS) return;
    void this.start();
  }

  /**
   * The load after a start: in the server's quiet spells (QUIET_MS without a request, before it begins and
   * before each page), so the first searches do not wait behind it; at once when a generation asks (want).
   */
  loadWhenQuiet(): Promise<void> {
    if (!this.loading) this.paced = true;
    return this.start();
  }

  /** Loads the catalogue now unless a load is under way (then waits for it, unpaced); never throws. */
  refresh(): Promise<void> {
    this.paced = false;
    return this.start();
  }

  /** Waits for a load under way; later generations read PostgreSQL. */
  async close(): Promise<void> {
    this.closed = true;
    this.index = null;
    await this.loading;
  }

  private start(): Promise<void> {
    if (!this.enabled) return Promise.resolve();
    this.loading ??= this.load()
      .catch((err: unknown) => {
        this.failedAt = Date.now();
        this.log.warn({ err }, 'catalogue: loading it into memory failed; generations read PostgreSQL');
      })
      .finally(() => {
        this.loading = null;
        this.paced = false;
      });
    return this.loading;
  }

  /**
   * The version is read before the rows: a change committed after it raises the version past the one kept, so
   * the next generation reloads (rows read before the version could miss a change and be kept as current).
   */
  private async load(): Promise<void> {
    await this.untilQuiet();
    const started = Date.now();
    const version = await readCatalogueVersion(this.db);
    if (version === null || this.index?.version === version || this.closed) return;
    const pages: string[] = [];
    for (let afterId = 0; !this.closed;) {
      await this.untilQuiet();
      const page = await readCataloguePage(this.db, { afterId, limit: PAGE_ROWS });
      if (page.count) pages.push(page.rows);
      if (page.count < PAGE_ROWS) break;
      afterId = page.lastId;
    }
    await this.untilQuiet();
    if (this.closed) return;
    const index = await this.pool.run('buildCatalogueIndex', { version, pages }, { timeoutMs: BUILD_TIMEOUT_MS });
    if (this.closed) return;
    this.index = index;
    this.log.info({ version, recipes: index.size, ms: Date.now() - started }, 'catalogue: loaded into memory');
  }

  /** While paced, waits until the server is quiet (or closing, or a generation asks). */
  private async untilQuiet(): Promise<void> {
    while (this.paced && !this.closed && !this.quietFor(QUIET_MS))
      await new Promise((resolve) => setTimeout(resolve, QUIET_POLL_MS).unref());
  }
}
