import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GeneratorInput } from '../../../../domain/meal-plan-generator/problem';
import type { SolveJob, WorkerMessage } from './generator.worker';
import { solveWeek, type SolveOutcome, type SolveProgress, type SolveSettings } from './solve-week';

/**
 * Generator workers (generator.worker.ts), kept warm: each owns a HiGHS runtime, whose WebAssembly takes
 * a few hundred milliseconds to load. The pool only dispatches jobs and relays their progress. When no
 * worker can take a job in time (the pool is down, every worker busy, a worker died or overran), the
 * week is made in-process by the heuristic alone: a person always gets a plan, never a solver error.
 */

/** How long past its deadline a worker may take before it is presumed stuck and replaced. */
const GRACE_MS = 1000;
/** Past the deadline by this, a job answers with the heuristic's week while HiGHS finishes unheard. */
const LATE_MS = 60;
/** A job still waiting for a worker this long before its deadline runs in-process instead. */
const FALLBACK_MS = 250;
/** Workers that die before they are ready: past this, the pool gives up rather than spin. */
const MAX_START_FAILURES = 3;

const WORKER_URL = new URL('./generator.worker.ts', import.meta.url);

/** The worker is TypeScript: under tsx (dev, start, tests) it is loaded through tsx's ESM hooks. */
function startWorker(): Worker {
  if (!WORKER_URL.pathname.endsWith('.ts')) return new Worker(WORKER_URL);
  // the ESM build of tsx's API: its CommonJS build cannot find its hooks from an eval'd worker
  const api = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const boot = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); });`;
  return new Worker(boot, { eval: true });
}

export interface GenerateRun {
  input: GeneratorInput;
  settings: SolveSettings;
  /** Epoch milliseconds by which the answer is due. */
  deadline: number;
  onProgress?: (progress: SolveProgress) => void;
}

interface Job extends GenerateRun {
  id: number;
  resolve: (outcome: SolveOutcome) => void;
  reject: (error: unknown) => void;
  fallback: NodeJS.Timeout | null;
  /** The heuristic's week, once the worker has posted it. */
  early: SolveOutcome | null;
  cutoff: NodeJS.Timeout | null;
  /** Answered (perhaps early, with the heuristic's week): nothing more is done for it. */
  settled: boolean;
}

interface Member {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  watchdog: NodeJS.Timeout | null;
}

/** The week by the heuristic alone, in this thread (no HiGHS). */
function solveInProcess(job: GenerateRun): SolveOutcome {
  const deadline = Math.max(job.deadline, Date.now() + job.settings.heuristicMs);
  return solveWeek(job.input, { ...job.settings, milpMs: 0 }, null, deadline, job.onProgress);
}

export class GeneratorPool {
  private readonly members: Member[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private startFailures = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1))) {}

  /** Starts the workers now rather than at the first job. */
  warm(): void {
    while (!this.closed && this.members.length < this.size) this.members.push(this.spawn());
  }

  /** Resolves once a worker is ready (or the pool is closed): for start-up and tests. */
  whenReady(): Promise<void> {
    this.warm();
    if (this.closed || this.members.some((m) => m.ready)) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  generate(run: GenerateRun): Promise<SolveOutcome> {
    if (this.closed) return Promise.resolve().then(() => solveInProcess(run));
    this.warm();
    return new Promise((resolve, reject) => {
      const job: Job = {
        ...run, id: this.nextId++, fallback: null, early: null, cutoff: null, settled: false,
        resolve: (outcome) => {
          job.settled = true;
          resolve(outcome);
        },
        reject,
      };
      job.fallback = setTimeout(() => this.runInProcess(job), Math.max(0, run.deadline - Date.now() - FALLBACK_MS));
      this.queue.push(job);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const resolve of this.waiting.splice(0)) resolve();
    for (const job of this.queue.splice(0)) this.runInProcess(job);
    await Promise.all(this.members.splice(0).map((m) => this.stop(m)));
  }

  private spawn(): Member {
    const member: Member = { worker: startWorker(), ready: false, job: null, watchdog: null };
    member.worker.unref();
    member.worker.on('message', (message: WorkerMessage) => this.onMessage(member, message));
    member.worker.on('error', () => this.replace(member));
    member.worker.on('exit', () => this.replace(member));
    return member;
  }

  private onMessage(member: Member, message: WorkerMessage): void {
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
      if (message.progress.stage === 'heuristic') job.early = message.progress.outcome;
      // once answered (early), the caller has moved on: its progress is over
      if (!job.settled) job.onProgress?.(message.progress);
      return;
    }
    this.release(member);
    if (message.kind === 'done') job.resolve(message.outcome);
    else this.runInProcess(job);
    this.dispatch();
  }

  private release(member: Member): void {
    if (member.watchdog) clearTimeout(member.watchdog);
    if (member.job?.cutoff) clearTimeout(member.job.cutoff);
    member.watchdog = null;
    member.job = null;
  }

  private dispatch(): void {
    for (;;) {
      const member = this.members.find((m) => m.ready && !m.job);
      const job = this.queue[0];
      if (!member || !job) return;
      this.queue.shift();
      if (job.fallback) clearTimeout(job.fallback);
      member.job = job;
      member.watchdog = setTimeout(() => this.replace(member), Math.max(0, job.deadline - Date.now()) + GRACE_MS);
      // the answer is due at the deadline: an overrunning HiGHS is not waited for (its later answer is ignored)
      job.cutoff = setTimeout(() => job.early && job.resolve(job.early), Math.max(0, job.deadline - Date.now()) + LATE_MS);
      const { input, settings, deadline, id } = job;
      member.worker.postMessage({ id, input, settings, deadline } satisfies SolveJob);
    }
  }

  /** A job no worker could answer: the heuristic makes its week here, with a little time of its own. */
  private runInProcess(job: Job): void {
    const index = this.queue.indexOf(job);
    if (index >= 0) this.queue.splice(index, 1);
    if (job.fallback) clearTimeout(job.fallback);
    if (job.settled) return;
    try {
      job.resolve(solveInProcess(job));
    } catch (error) {
      job.reject(error);
    }
  }

  /** Ends a worker (its job made in-process) and starts another in its place. */
  private replace(member: Member): void {
    const index = this.members.indexOf(member);
    if (index < 0) return;
    this.members.splice(index, 1);
    const job = member.job;
    void this.stop(member);
    if (job) this.runInProcess(job);
    if (!member.ready) this.startFailures += 1;
    if (this.startFailures >= MAX_START_FAILURES) {
      this.closed = true;
      for (const resolve of this.waiting.splice(0)) resolve();
      for (const job of this.queue.splice(0)) this.runInProcess(job);
    }
    if (!this.closed) {
      this.members.push(this.spawn());
      this.dispatch();
    }
  }

  private async stop(member: Member): Promise<void> {
    this.release(member);
    member.worker.removeAllListeners();
    member.worker.on('error', () => undefined);
    await member.worker.terminate();
  }
}
