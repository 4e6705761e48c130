import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../../domain/errors';
import type { HeavyTasks, TaskMessage, TaskName, TaskReply, TaskSignal } from './heavy-work.worker';

/**
 * The worker threads that take the server's heavy work off its event loop: plan generation, pantry photo
 * preparation, recipe page parsing (heavy-work.worker.ts), on piscina. Workers are kept warm (each loads HiGHS
 * once). Jobs wait in one queue of bounded length (piscina's maxQueue): when it is full, a new job is refused at
 * once with a 503 and a Retry-After estimated from the work ahead, never run on the event loop and never left to
 * wait for long. What piscina does not do is added around its run() (decision 030): progress and the moment a
 * worker takes the job come over a MessagePort given with the job; the per-job time limit aborts the job (piscina
 * then ends its thread and starts another); an AppError thrown in a worker comes back as itself.
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

/** Worker threads that fail in a row before any job succeeds: past this, the pool gives up rather than spin. */
/**
 * The nice value each worker thread gives itself (the lowest CPU priority). On Linux nice is per thread
 * (setpriority on the calling thread's id, which `os.setPriority(n)` passes as 0), so a generation yields the
 * CPU to the server's event loop and its health check instead of queuing them behind a solve on a busy
 * machine; the solve still takes every cycle nothing else wants. Elsewhere the call may fail (ignored).
 */
export const WORKER_NICE = 19;

const MAX_START_FAILURES = 3;
/** The first Retry-After estimates, before any job has been timed. */
const FIRST_ESTIMATE_MS = 300;
const MAX_RETRY_AFTER_SECONDS = 60;

const WORKER_URL = new URL('./heavy-work.worker.ts', import.meta.url);
const BOOT_URL = new URL('./heavy-work.boot.mjs', import.meta.url);

/** What piscina loads: the worker itself, or (TypeScript, under tsx or Vitest) a boot file that registers tsx first. */
function workerFile(): { filename: string; workerData?: { tsxApi: string; worker: string } } {
  if (!WORKER_URL.pathname.endsWith('.ts')) return { filename: fileURLToPath(WORKER_URL) };
  // the ESM build of tsx's API: its CommonJS build cannot find its hooks from a worker
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  return { filename: fileURLToPath(BOOT_URL), workerData: { tsxApi, worker: WORKER_URL.href } };
}

/** piscina's refusals when its queue is full, and when the pool is closed under a job. */
const isQueueFull = (error: unknown) =>
  error instanceof Error && /Task queue is at limit|No task queue available/.test(error.message);
const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

export class WorkerPool {
  private piscina: Piscina<TaskMessage, TaskReply> | null = null;
  private closed = false;
  private startFailures = 0;
  /** A moving average of how long a job holds a worker, for Retry-After. */
  private averageMs = FIRST_ESTIMATE_MS;
  /** Jobs a worker has taken and not finished. */
  private started = 0;

  constructor(readonly options: PoolOptions) {}

  /** Starts the workers now rather than at the first job. */
  warm(): void {
    this.instance();
  }

  /** The piscina pool, made at the first call (null once closed). */
  private instance(): Piscina<TaskMessage, TaskReply> | null {
    if (this.closed) return null;
    if (!this.piscina) {
      this.piscina = new Piscina<TaskMessage, TaskReply>({
        ...workerFile(),
        minThreads: this.options.size,
        maxThreads: this.options.size,
        maxQueue: this.options.maxQueue,
        // a worker's job runs to its end: piscina's own idle timeout would only reload HiGHS
        idleTimeout: Number.MAX_SAFE_INTEGER,
      });
      // a thread that fails with no job on it: counted, and the pool closed when they keep failing
      this.piscina.on('error', () => this.failed());
    }
    return this.piscina;
  }

  /** Resolves once a worker has loaded (or the pool is closed): for start-up, tests and benchmarks. */
  async whenReady(): Promise<void> {
    if (this.closed) return;
    await this.run('ping', undefined).catch(() => undefined);
  }

  /** Jobs waiting for a worker. */
  get queued(): number {
    return this.piscina?.queueSize ?? 0;
  }

  /** Jobs being worked on. */
  get running(): number {
    return this.started;
  }

  /** Whether a job sent now would be refused. */
  get full(): boolean {
    if (this.closed) return true;
    const piscina = this.piscina;
    if (!piscina) return this.options.maxQueue <= 0 && this.options.size <= 0;
    return piscina.queueSize >= this.options.maxQueue && piscina.idleThreads === 0;
  }

  /** Seconds until a worker is likely free for one more job, from the work ahead of it. */
  retryAfterSeconds(): number {
    const ahead = this.queued + this.running;
    const seconds = Math.ceil((ahead * this.averageMs) / Math.max(1, this.options.size) / 1000);
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, seconds));
  }

  /** The 503 a full queue answers with; the error handler sends `details.retryAfterSeconds` as Retry-After. */
  busyError(message = BUSY_MESSAGE): AppError {
    return new AppError('UNAVAILABLE', message, { reason: 'busy', retryAfterSeconds: this.retryAfterSeconds() });
  }

  async run<K extends TaskName>(task: K, payload: TaskPayload<K>, options: RunOptions = {}): Promise<TaskResult<K>> {
    if (this.full) throw this.busyError(options.busyMessage);
    const piscina = this.instance();
    if (!piscina) throw this.busyError(options.busyMessage);
    const { port1, port2 } = new MessageChannel();
    const abort = new AbortController();
    let startedAt = 0;
    let watchdog: NodeJS.Timeout | null = null;
    const onSignal = (signal: TaskSignal) => {
      if (signal.kind === 'progress') {
        options.onProgress?.(signal.data);
        return;
      }
      startedAt = Date.now();
      this.started += 1;
      if (options.timeoutMs !== undefined) watchdog = setTimeout(() => abort.abort(), options.timeoutMs);
      options.onStart?.(startedAt);
    };
    port1.on('message', onSignal);
    try {
      const reply = await piscina.run(
        { task, payload, port: port2 },
        { transferList: [port2 as unknown as MessagePort], signal: abort.signal },
      );
      this.startFailures = 0;
      drain(port1, onSignal);
      if (!reply.ok) throw new AppError(reply.code, reply.message, reply.details);
      return reply.result as TaskResult<K>;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (isQueueFull(error)) throw this.busyError(options.busyMessage);
      if (isAbort(error)) {
        if (abort.signal.aborted) throw new AppError('UNAVAILABLE', TIMED_OUT_MESSAGE, { reason: 'timeout' });
        throw this.busyError(options.busyMessage);
      }
      // a thread that died under its job (not a task's own error, which carries a stack from the worker)
      if (error instanceof Error && /^worker exited/.test(error.message)) this.failed();
      throw error;
    } finally {
      if (watchdog) clearTimeout(watchdog);
      if (startedAt) {
        this.started -= 1;
        this.averageMs = 0.8 * this.averageMs + 0.2 * (Date.now() - startedAt);
      }
      port1.close();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const piscina = this.piscina;
    this.piscina = null;
    await piscina?.destroy();
  }

  private failed(): void {
    this.startFailures += 1;
    if (this.startFailures >= MAX_START_FAILURES) void this.close();
  }
}

/** Messages the worker posted before its answer that have not been delivered yet (two ports keep no common order). */
function drain(port: MessagePort, handle: (signal: TaskSignal) => void): void {
  for (let entry = receiveMessageOnPort(port); entry; entry = receiveMessageOnPort(port))
    handle(entry.message as TaskSignal);
}
