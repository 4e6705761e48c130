// CPU time by where it was spent, read from Linux's /proc: this process's main thread, the worker threads started
// after a point (the worker pool), the process's other threads (garbage collection helpers, libuv), and the
// PostgreSQL backends serving one database on this machine. On a shared machine a phase's wall time depends on the
// others' load; its CPU time by place much less, and says which part to make cheaper. Linux only: elsewhere every
// figure is null.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

/** Clock ticks a second of /proc's stat times (USER_HZ, 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

/** utime + stime of one /proc stat file, in milliseconds (0 when it is gone: a thread or backend that ended). */
function statMs(path: string): number {
  try {
    const stat = readFileSync(path, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

const threadIds = () => (existsSync('/proc/self/task') ? readdirSync('/proc/self/task').map(Number) : []);

/** CPU milliseconds so far per thread id of this process and per PostgreSQL backend pid. */
export interface CpuSample {
  threads: Map<number, number>;
  backends: Map<number, number>;
}

export interface CpuMeter {
  /** Marks every thread started from now on (until `closeWorkers`) as a worker thread. */
  openWorkers(): void;
  closeWorkers(): void;
  /** The same for the load's client threads (bench/support/http-load-client.ts). */
  openClients(): void;
  closeClients(): void;
  sample(): Promise<CpuSample | null>;
  /** Per run, the CPU time each place spent between two samples (a thread or backend that ended meanwhile is missed). */
  perRun(
    from: CpuSample | null,
    to: CpuSample | null,
    runs: number,
  ): {
    mainThread: number;
    workerThreads: number;
    otherThreads: number;
    clientThreads: number;
    postgres: number;
  } | null;
}

/** A meter of this process's threads and of the PostgreSQL backends of the database `client` is connected to. */
export function cpuMeter(client: pg.Client | null): CpuMeter {
  const linux = existsSync('/proc/self/task');
  let before = new Set<number>();
  let workers = new Set<number>();
  let clients = new Set<number>();
  const spent = (from: Map<number, number>, to: Map<number, number>, keep: (id: number) => boolean) => {
    let total = 0;
    for (const [id, ms] of to) if (keep(id)) total += Math.max(0, ms - (from.get(id) ?? 0));
    return total;
  };
  return {
    openWorkers: () => {
      before = new Set(threadIds());
    },
    closeWorkers: () => {
      workers = new Set(threadIds().filter((t) => !before.has(t)));
    },
    openClients: () => {
      before = new Set(threadIds());
    },
    closeClients: () => {
      clients = new Set(threadIds().filter((t) => !before.has(t)));
    },
    async sample() {
      if (!linux) return null;
      const threads = new Map(threadIds().map((t) => [t, statMs(`/proc/self/task/${t}/stat`)]));
      const backends = new Map<number, number>();
      if (client) {
        const { rows } = await client.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        for (const { pid } of rows) backends.set(pid, statMs(`/proc/${pid}/stat`));
      }
      return { threads, backends };
    },
    perRun(from, to, runs) {
      if (!from || !to) return null;
      const per = (ms: number) => Math.round(ms / Math.max(1, runs));
      return {
        mainThread: per(spent(from.threads, to.threads, (t) => t === process.pid)),
        workerThreads: per(spent(from.threads, to.threads, (t) => workers.has(t))),
        otherThreads: per(
          spent(from.threads, to.threads, (t) => t !== process.pid && !workers.has(t) && !clients.has(t)),
        ),
        clientThreads: per(spent(from.threads, to.threads, (t) => clients.has(t))),
        postgres: per(spent(from.backends, to.backends, () => true)),
      };
    },
  };
}
