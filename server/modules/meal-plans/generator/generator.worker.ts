import { parentPort } from 'node:worker_threads';
import loadHighs from 'highs';
import type { GeneratorInput } from '../../../../domain/meal-plan-generator/problem';
import { solveWeek, type SolveOutcome, type SolveProgress, type SolveSettings } from './solve-week';

/**
 * A generator worker: owns one HiGHS runtime (its WebAssembly loaded once) and solves one week at a
 * time, off the server's event loop, posting progress as it goes.
 */

export interface SolveJob {
  id: number;
  input: GeneratorInput;
  settings: SolveSettings;
  /** Epoch milliseconds by which the answer is due. */
  deadline: number;
}

export type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'progress'; id: number; progress: SolveProgress }
  | { kind: 'done'; id: number; outcome: SolveOutcome }
  | { kind: 'failed'; id: number; message: string };

const port = parentPort;
if (!port) throw new Error('generator.worker.ts runs as a worker thread');
const highs = await loadHighs();

port.on('message', ({ id, input, settings, deadline }: SolveJob) => {
  try {
    const outcome = solveWeek(input, settings, highs, deadline, (progress) =>
      port.postMessage({ kind: 'progress', id, progress } satisfies WorkerMessage),
    );
    port.postMessage({ kind: 'done', id, outcome } satisfies WorkerMessage);
  } catch (err) {
    port.postMessage({
      kind: 'failed',
      id,
      message: err instanceof Error ? err.message : String(err),
    } satisfies WorkerMessage);
  }
});
port.postMessage({ kind: 'ready' } satisfies WorkerMessage);
