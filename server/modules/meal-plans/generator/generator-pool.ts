import type { GeneratorInput } from '../../../../domain/meal-plan-generator/problem';
import type { WorkerPool } from '../../../workers/worker-pool';
import type { CandidateRows } from './candidate-rows';
import type { SolveOutcome, SolveProgress, SolveSettings } from './solve-week';

/**
 * A generation on the worker pool (server/workers): the heuristic's week, then HiGHS only when improvement
 * is likely (solve-week.ts). Never on the event loop: when the pool's queue is full the request is refused
 * with a 503 and a Retry-After, and the person tries again in a moment.
 */

/** Said with the 503 when every worker is busy and the queue is full. */
export const GENERATOR_BUSY_MESSAGE = 'Many people are generating plans right now. Please try again in a few seconds.';

/**
 * How long past its deadline a job may run before its worker is presumed stuck and replaced. Generous: the
 * person has had the heuristic's week at the deadline already, and on a busy machine a healthy solve runs late;
 * replacing its worker (a few seconds to load again) would only make every job behind it later.
 */
const GRACE_MS = 20_000;
/** Past the deadline by this, a job answers with the heuristic's week while HiGHS finishes unheard. */
const LATE_MS = 60;

/** The generator's input; its recipes may come as the candidate query's JSON rows, read in the worker. */
export type GenerateInput = Omit<GeneratorInput, 'recipes'> &
  ({ recipes: GeneratorInput['recipes'] } | { candidateRows: CandidateRows });

export interface GenerateRun {
  input: GenerateInput;
  settings: SolveSettings;
  /** Epoch milliseconds by which the answer is due. */
  deadline: number;
  onProgress?: (progress: SolveProgress) => void;
}

/** The deadline a generation works to: the request's, or a whole solve's time from its start when the queue ate it. */
export const solveDeadline = (deadline: number, settings: SolveSettings, startedAt: number) =>
  Math.max(deadline, startedAt + settings.heuristicMs + settings.milpMs);

export function generateWeek(
  pool: WorkerPool,
  { input, settings, deadline, onProgress }: GenerateRun,
): Promise<SolveOutcome> {
  return new Promise((resolve, reject) => {
    let early: SolveOutcome | null = null;
    let settled = false;
    let cutoff: NodeJS.Timeout | null = null;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      if (cutoff) clearTimeout(cutoff);
      settle();
    };
    const run = pool.run(
      'generate',
      { input, settings, deadline },
      {
        busyMessage: GENERATOR_BUSY_MESSAGE,
        timeoutMs: solveDeadline(deadline, settings, Date.now()) - Date.now() + GRACE_MS,
        onStart: (startedAt) => {
          // the answer is due at the deadline: an overrunning HiGHS is not waited for (its later answer is ignored)
          const due = solveDeadline(deadline, settings, startedAt) + LATE_MS - Date.now();
          cutoff = setTimeout(() => early && finish(() => resolve(early!)), Math.max(0, due));
        },
        onProgress: (data) => {
          const progress = data as SolveProgress;
          if (progress.stage === 'heuristic') early = progress.outcome;
          // once answered (early), the caller has moved on: its progress is over
          if (!settled) onProgress?.(progress);
        },
      },
    );
    run.then(
      (outcome) => finish(() => resolve(outcome)),
      (error: unknown) => finish(() => (early ? resolve(early) : reject(error))),
    );
  });
}
