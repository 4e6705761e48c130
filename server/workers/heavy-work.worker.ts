import { parentPort } from 'node:worker_threads';
import loadHighs from 'highs';
import { AppError, type ErrorCode } from '../../domain/errors';
import { cutCandidateRows } from '../modules/meal-plans/generator/candidate-rows';
import { solveDeadline, type GenerateInput } from '../modules/meal-plans/generator/generator-pool';
import {
  solveWeek,
  type SolveOutcome,
  type SolveProgress,
  type SolveSettings,
} from '../modules/meal-plans/generator/solve-week';
import { preparePantryImage, type PreparedImage } from '../modules/pantry/pantry-images';
import { extractRecipe, type RecipeDraft } from '../modules/recipes/import/extract-recipe';

/**
 * A worker thread of the WorkerPool (worker-pool.ts): does one job at a time, off the server's event loop.
 * Each task is a plain function of its payload (structured-cloned), piscina-style.
 */

const highs = await loadHighs();

export interface GenerateTask {
  input: GenerateInput;
  settings: SolveSettings;
  /** Epoch milliseconds by which the answer is due (from the request's start). */
  deadline: number;
}

export const heavyTasks = {
  /**
   * A week by the heuristic, then HiGHS when improvement is likely and time is left. A job that waited in
   * the queue past its deadline still gets the time of a whole solve: the week is never worse for the wait.
   */
  generate: ({ input, settings, deadline }: GenerateTask, progress: (p: SolveProgress) => void): SolveOutcome => {
    const startedAt = Date.now();
    const recipes = 'candidateRows' in input ? cutCandidateRows(input.candidateRows) : input.recipes;
    return solveWeek({ ...input, recipes }, settings, highs, solveDeadline(deadline, settings, startedAt), progress);
  },

  /** A pantry photo checked and re-encoded (sharp decodes and resizes here, not on the event loop). */
  preparePantryImage: async ({ bytes, label }: { bytes: Uint8Array; label: string }): Promise<PreparedImage> =>
    preparePantryImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), label),

  /** A recipe read from a page's HTML (parsing a large page takes tens of milliseconds). */
  extractRecipe: ({ html, url }: { html: string; url: string }): RecipeDraft | null => extractRecipe(html, url),
};

export type HeavyTasks = typeof heavyTasks;
export type TaskName = keyof HeavyTasks;

export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'progress'; id: number; data: unknown }
  | { kind: 'done'; id: number; result: unknown }
  /** `code` when the task threw an AppError (a bad photo is a 415, not a crash). */
  | { kind: 'failed'; id: number; message: string; code?: ErrorCode; details?: unknown };

const port = parentPort;
if (!port) throw new Error('heavy-work.worker.ts runs as a worker thread');

port.on('message', async ({ id, task, payload }: { id: number; task: TaskName; payload: never }) => {
  try {
    const run = heavyTasks[task] as (payload: never, progress: (data: unknown) => void) => unknown;
    const result = await run(payload, (data) => port.postMessage({ kind: 'progress', id, data } satisfies WorkerReply));
    port.postMessage({ kind: 'done', id, result } satisfies WorkerReply);
  } catch (err) {
    const reply: WorkerReply =
      err instanceof AppError
        ? { kind: 'failed', id, message: err.message, code: err.code, details: err.details }
        : { kind: 'failed', id, message: err instanceof Error ? err.message : String(err) };
    port.postMessage(reply);
  }
});
port.postMessage({ kind: 'ready' } satisfies WorkerReply);
