import { setPriority } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import loadHighs from 'highs';
import { AppError, type ErrorCode } from '../../domain/errors';
import { cutCandidateRows } from '../modules/meal-plans/generator/candidate-rows';
import { buildCatalogueIndex, type CatalogueIndex } from '../modules/meal-plans/generator/catalogue-index';
import { solveDeadline, type GenerateInput } from '../modules/meal-plans/generator/generator-pool';
import {
  solveWeek,
  type SolveOutcome,
  type SolveProgress,
  type SolveSettings,
} from '../modules/meal-plans/generator/solve-week';
import { preparePantryImage, type PreparedImage } from '../modules/pantry/pantry-images';
import type { RecipeDraft } from '../../domain/recipe-import';
import { extractRecipe } from '../modules/recipes/import/extract-recipe';
import { WORKER_NICE } from './worker-pool';

/**
 * A worker thread of the WorkerPool (worker-pool.ts, on piscina): does one job at a time, off the server's event
 * loop. Each task is a plain function of its payload (structured-cloned); HiGHS is loaded once per thread.
 */

// The lowest CPU priority for this thread only (WORKER_NICE in worker-pool.ts says why).
try {
  setPriority(WORKER_NICE);
} catch {
  // not allowed here: the thread keeps the process's priority
}

const highs = await loadHighs();

export interface GenerateTask {
  input: GenerateInput;
  settings: SolveSettings;
  /** Epoch milliseconds by which the answer is due (from the request's start). */
  deadline: number;
}

export const heavyTasks = {
  /** Nothing: answered once the thread has loaded this file and HiGHS (WorkerPool.whenReady). */
  ping: () => 'ready' as const,

  /**
   * A week by the heuristic, then HiGHS when improvement is likely and time is left. A job that waited in
   * the queue past its deadline still gets the time of a whole solve: the week is never worse for the wait.
   */
  generate: ({ input, settings, deadline }: GenerateTask, progress: (p: SolveProgress) => void): SolveOutcome => {
    const startedAt = Date.now();
    const recipes = 'candidateRows' in input ? cutCandidateRows(input.candidateRows) : input.recipes;
    return solveWeek({ ...input, recipes }, settings, highs, solveDeadline(deadline, settings, startedAt), progress);
  },

  /** The catalogue's generator columns in shared buffers, from its pages' JSON (catalogue-cache.ts loads them). */
  buildCatalogueIndex: ({ version, pages }: { version: number; pages: string[] }): CatalogueIndex =>
    buildCatalogueIndex(version, pages),

  /** A pantry photo checked and re-encoded (sharp decodes and resizes here, not on the event loop). */
  preparePantryImage: async ({ bytes, label }: { bytes: Uint8Array; label: string }): Promise<PreparedImage> =>
    preparePantryImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), label),

  /** A recipe read from a page's HTML (parsing a large page takes tens of milliseconds). */
  extractRecipe: ({ html, url }: { html: string; url: string }): RecipeDraft | null => extractRecipe(html, url),
};

export type HeavyTasks = typeof heavyTasks;
export type TaskName = keyof HeavyTasks;

/** What piscina hands a worker: the task's name and payload, and a port for its progress. */
export interface TaskMessage {
  task: TaskName;
  payload: unknown;
  port: MessagePort;
}

/** Posted on the task's port: when the worker takes it, then each progress message. */
export type TaskSignal = { kind: 'start' } | { kind: 'progress'; data: unknown };

/** A task's answer: its result, or the AppError it threw (structured cloning would lose its code and details). */
export type TaskReply =
  { ok: true; result: unknown } | { ok: false; code: ErrorCode; message: string; details?: unknown };

/** The function piscina calls for each job; any error but an AppError rejects the job as it is. */
export default async function runTask({ task, payload, port }: TaskMessage): Promise<TaskReply> {
  port.postMessage({ kind: 'start' } satisfies TaskSignal);
  try {
    const run = heavyTasks[task] as (payload: never, progress: (data: unknown) => void) => unknown;
    const result = await run(payload as never, (data) =>
      port.postMessage({ kind: 'progress', data } satisfies TaskSignal),
    );
    return { ok: true, result };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, code: err.code, message: err.message, details: err.details };
    throw err;
  } finally {
    port.close();
  }
}
