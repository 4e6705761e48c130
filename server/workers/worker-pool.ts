import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../domain/errors';
import type { HeavyTasks, TaskName, WorkerReply } from './heavy-work.worker';

/**
 * The worker threads that take the server's heavy work off its event loop: plan generation, pantry photo
 * preparation, recipe page parsing (heavy-work.worker.ts). Workers are kept warm (each loads HiGHS once).
 * Jobs wait in one queue of bounded length: when it is full, a new job is refused at once with a 503 and
 * a Retry-After estimated from the work ahead, never run on the event loop and never left to wait for long.
 *
 * Hand-made because piscina is not installed here; run(name, payload) follows piscina's shape (a named
 * task, a bounded queue, a rejected run when it is full) so that moving to it changes this file only.
 */

export interface PoolOptions {
  /** Worker threads. */
  size: number;
  /** Jobs that may wait for a worker; one more is refused with 503. */
  maxQueue: number;
}

export interface RunOptions {
  /** Called with each progress message the task posts. */
  onProgress?: (data: unknown) => void;
  /** Called when a worker takes the job. */
  onStart?: (startedAt: number) => void;
  /** A job running longer than this (from its start) is presumed stuck: its worker is replaced, the job fails. */
  timeoutMs?: number;
  /** Said to the client when the queue is full (the Retry-After goes with it). */
  busyMessage?: string;
}

export type TaskResult<K extends TaskName> = Awaited<ReturnType<HeavyTasks[K]>>;
export type TaskPayload<K extends TaskName> = Parameters<HeavyTasks[K]>[0];

/** Said when the queue is full and no caller gave words of its own. */
export const BUSY_MESSAGE = 'Mealwise is busy right now. Please try again in a few seconds.';
/** Said when a job outran its time limit (its worker is replaced). */
export const TIMED_OUT_MESSAGE = 'That took too long, so it was stopped. Please try again.';

/** Workers that die before they are ready: past this, the pool gives up rather than spin. */
const MAX_START_FAILURES = 3;
/** The first Retry-After estimates, before any job has been timed. */
const FIRST_ESTIMATE_MS = 300;
const MAX_RETRY_AFTER_SECONDS = 60;

const WORKER_URL = new URL('./heavy-work.worker.ts', import.meta.url);

/** The worker is TypeScript: under tsx (dev, start, tests) it is loaded through tsx's ESM hooks. */
function startWorker(): Worker {
  if (!WORKER_URL.pathname.endsWith('.ts')) return new Worker(WORKER_URL);
  // the ESM build of tsx's API: its CommonJS build cannot find its hooks from an eval'd worker
  const api = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); });`;
  return new Worker(boot, { eval: true });
}

interface Job {
  id: number;
  task: TaskName;
  payload: unknown;
  options: RunOptions;
  resolve: (result: never) => void;
  reject: (error: unknown) => void;
  startedAt: number;
}

interface Member {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  watchdog: NodeJS.Timeout | null;
}

export class WorkerPool {
  private readonly members: Member[] = [];
  private readonly queue: Job[] = [];
  private readonly waiting: (() => void)[] = [];
  private nextId = 1;
  private closed = false;
  private startFailures = 0;
  /** A moving average of how long a job holds a worker, for Retry-After. */
  private averageMs = FIRST_ESTIMATE_MS;

  constructor(readonly options: PoolOptions) {}

  /** Starts the workers now rather than at the first job. */
  warm(): void {
    while (!this.closed && this.members.length < this.options.size) this.members.push(this.spawn());
  }

  /** Resolves once a worker is ready (or the pool is closed): for start-up, tests and benchmarks. */
  whenReady(): Promise<void> {
    this.warm();
    if (this.closed || this.members.some((m) => m.ready)) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Jobs waiting for a worker, and jobs being worked on. */
  get queued(): number {
    return this.queue.length;
  }

  get running(): number {
    return this.members.filter((m) => m.job).length;
  }

  /** Whether a job sent now would be refused. */
  get full(): boolean {
    return this.closed || (this.queue.length >= this.options.maxQueue && !this.members.some((m) => m.ready && !m.job));
  }

  /** Seconds until a worker is likely free for one more job, from the work ahead of it. */
  retryAfterSeconds(): number {
    const ahead = this.queue.length + this.running;
    const seconds = Math.ceil((ahead * this.averageMs) / Math.max(1, this.options.size) / 1000);
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, seconds));
  }

  /** The 503 a full queue answers with; the error handler sends `details.retryAfterSeconds` as Retry-After. */
  busyError(message = BUSY_MESSAGE): AppError {
    return new AppError('UNAVAILABLE', message, { reason: 'busy', retryAfterSeconds: this.retryAfterSeconds() });
  }

  run<K extends TaskName>(task: K, payload: TaskPayload<K>, options: RunOptions = {}): Promise<TaskResult<K>> {
    if (this.full) return Promise.reject(this.busyError(options.busyMessage));
    this.warm();
    return new Promise((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        task,
        payload,
        options,
        resolve: resolve as (r: never) => void,
        reject,
        startedAt: 0,
      });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const resolve of this.waiting.splice(0)) resolve();
    for (const job of this.queue.splice(0)) job.reject(this.busyError());
    await Promise.all(this.members.splice(0).map((m) => this.stop(m, this.busyError())));
  }

  private spawn(): Member {
    const member: Member = { worker: startWorker(), ready: false, job: null, watchdog: null };
    member.worker.unref();
    member.worker.on('message', (message: WorkerReply) => this.onMessage(member, message));
    member.worker.on('error', () => this.replace(member, new Error('a worker thread failed')));
    member.worker.on('exit', () => this.replace(member, new Error('a worker thread exited')));
    return member;
  }

  private onMessage(member: Member, message: WorkerReply): void {
    if (message.kind === 'ready') {
      member.ready = true;
      this.startFailures = 0;
      for (const resolve of this.waiting.splice(0)) resolve();
      this.dispatch();
      return;
    }
    const job = member.job;
    if (!job || job.id !== message.id) return;
    if (message.kind === 'progress') {
      job.options.onProgress?.(message.data);
      return;
    }
    this.release(member);
    this.averageMs = 0.8 * this.averageMs + 0.2 * (Date.now() - job.startedAt);
    if (message.kind === 'done') job.resolve(message.result as never);
    else
      job.reject(
        message.code ? new AppError(message.code, message.message, message.details) : new Error(message.message),
      );
    this.dispatch();
  }

  private release(member: Member): void {
    if (member.watchdog) clearTimeout(member.watchdog);
    member.watchdog = null;
    member.job = null;
  }

  private dispatch(): void {
    for (;;) {
      const member = this.members.find((m) => m.ready && !m.job);
      const job = this.queue[0];
      if (!member || !job) return;
      this.queue.shift();
      member.job = job;
      job.startedAt = Date.now();
      const { timeoutMs } = job.options;
      if (timeoutMs !== undefined)
        member.watchdog = setTimeout(
          () => this.replace(member, new AppError('UNAVAILABLE', TIMED_OUT_MESSAGE, { reason: 'timeout' })),
          timeoutMs,
        );
      job.options.onStart?.(job.startedAt);
      member.worker.postMessage({ id: job.id, task: job.task, payload: job.payload });
    }
  }

  /** Ends a worker (its job failed with `error`) and starts another in its place. */
  private replace(member: Member, error: unknown): void {
    const index = this.members.indexOf(member);
    if (index < 0) return;
    this.members.splice(index, 1);
    void this.stop(member, error);
    if (!member.ready) this.startFailures += 1;
    if (this.startFailures >= MAX_START_FAILURES) {
      this.closed = true;
      for (const resolve of this.waiting.splice(0)) resolve();
      for (const job of this.queue.splice(0)) job.reject(this.busyError());
    }
    if (!this.closed) {
      this.members.push(this.spawn());
      this.dispatch();
    }
  }

  private async stop(member: Member, error: unknown): Promise<void> {
    const job = member.job;
    this.release(member);
    job?.reject(error);
    member.worker.removeAllListeners();
    member.worker.on('error', () => undefined);
    await member.worker.terminate();
  }
}
