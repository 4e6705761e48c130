import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MilpModel } from './milp-model';
import type { SolveRequest, WorkerMessage } from './solver.worker';

/**
 * Worker threads running HiGHS, kept warm (loading the WebAssembly takes a few hundred milliseconds).
 * A solve waits for a free worker only as long as its time limit allows; a worker that overruns its
 * limit by more than the grace is terminated and replaced. Callers always have the heuristic's week
 * to fall back on, so every failure here is an answer of "no better week", never an error to the user.
 */

export interface MilpRun {
  timeLimitMs: number;
  relativeGap: number;
  onImproving?: (event: { objective: number; gap: number | null; seconds: number }) => void;
}

export type MilpOutcome =
  | { ok: true; status: string; columns: Float64Array | null; objective: number | null; bound: number | null; gap: number | null; seconds: number }
  | { ok: false; reason: string };

/** How long past its time limit a worker may take before it is presumed stuck. */
const GRACE_MS = 1500;
/** A solve left with less time than this once a worker is free is not worth starting. */
const MIN_SOLVE_MS = 40;

const MAX_START_FAILURES = 3;

const WORKER_URL = new URL('./solver.worker.ts', import.meta.url);

/** The worker is TypeScript: under tsx (dev, start, tests) it is loaded through tsx's ESM hooks. */
function startWorker(): Worker {
  if (!WORKER_URL.pathname.endsWith('.ts')) return new Worker(WORKER_URL);
  // the ESM build of tsx's API: its CommonJS build cannot find its hooks from an eval'd worker
  const api = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const boot = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); });`;
  return new Worker(boot, { eval: true });
}

interface Job {
  id: number;
  model: MilpModel;
  start: Float64Array;
  run: MilpRun;
  deadline: number;
  resolve: (outcome: MilpOutcome) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  watchdog: NodeJS.Timeout | null;
}

export class SolverPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Workers that died before they were ready: past a few, the pool gives up rather than spin. */
  private startFailures = 0;

  constructor(private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1))) {}

  /** Starts the workers now rather than at the first solve. */
  warm(): void {
    while (!this.closed && this.slots.length < this.size) this.slots.push(this.spawn());
  }

  solve(model: MilpModel, start: Float64Array, run: MilpRun): Promise<MilpOutcome> {
    if (this.closed) return Promise.resolve({ ok: false, reason: 'solver closed' });
    this.warm();
    return new Promise((resolve) => {
      this.queue.push({ id: this.nextId++, model, start, run, deadline: Date.now() + run.timeLimitMs, resolve });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve({ ok: false, reason: 'solver closed' });
    await Promise.all(this.slots.splice(0).map((slot) => this.stop(slot, 'solver closed')));
  }

  private spawn(): Slot {
    const slot: Slot = { worker: startWorker(), ready: false, job: null, watchdog: null };
    slot.worker.unref();
    slot.worker.on('message', (message: WorkerMessage) => this.onMessage(slot, message));
    slot.worker.on('error', (err) => this.replace(slot, `solver worker failed: ${err.message}`));
    slot.worker.on('exit', () => this.replace(slot, 'solver worker exited'));
    return slot;
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if (message.kind === 'ready') {
      slot.ready = true;
      this.dispatch();
      return;
    }
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    if (message.kind === 'improving') {
      job.run.onImproving?.({ objective: message.objective, gap: message.gap, seconds: message.seconds });
      return;
    }
    this.finish(slot);
    if (message.kind === 'failed') job.resolve({ ok: false, reason: message.message });
    else job.resolve({ ok: true, status: message.status, columns: message.columns, objective: message.objective, bound: message.bound, gap: message.gap, seconds: message.seconds });
    this.dispatch();
  }

  private finish(slot: Slot): void {
    if (slot.watchdog) clearTimeout(slot.watchdog);
    slot.watchdog = null;
    slot.job = null;
  }

  private dispatch(): void {
    for (;;) {
      const slot = this.slots.find((s) => s.ready && !s.job);
      const job = this.queue[0];
      if (!slot || !job) return;
      this.queue.shift();
      const left = job.deadline - Date.now();
      if (left < MIN_SOLVE_MS) {
        job.resolve({ ok: false, reason: 'no solver free within the time limit' });
        continue;
      }
      slot.job = job;
      slot.watchdog = setTimeout(() => this.replace(slot, 'solver overran its time limit'), left + GRACE_MS);
      const request: SolveRequest = { id: job.id, model: job.model, start: job.start, timeLimitSeconds: left / 1000, relativeGap: job.run.relativeGap };
      slot.worker.postMessage(request);
    }
  }

  /** Ends a worker (its job answered with `reason`) and starts another in its place. */
  private replace(slot: Slot, reason: string): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    void this.stop(slot, reason);
    if (!slot.ready) this.startFailures += 1;
    if (this.startFailures >= MAX_START_FAILURES) {
      this.closed = true;
      for (const job of this.queue.splice(0)) job.resolve({ ok: false, reason: `solver unavailable: ${reason}` });
    }
    if (!this.closed) {
      this.slots.push(this.spawn());
      this.dispatch();
    }
  }

  private async stop(slot: Slot, reason: string): Promise<void> {
    const job = slot.job;
    this.finish(slot);
    job?.resolve({ ok: false, reason });
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => undefined);
    await slot.worker.terminate();
  }
}
