import type { Highs } from 'highs';
import type { MilpModel } from './milp-model';

/**
 * One MILP solve with HiGHS: started from a known week, stopped by a time limit or a relative gap,
 * reporting each better week as HiGHS finds it. Synchronous (it blocks its thread): run it in a worker.
 */

export interface MilpLimits {
  timeLimitSeconds: number;
  relativeGap: number;
}

export interface MilpResult {
  /** 'Optimal', 'Time limit reached', ... */
  status: string;
  /** The best column values found, or null when HiGHS found none. */
  columns: Float64Array | null;
  objective: number | null;
  /** HiGHS's proven lower bound on the objective. */
  bound: number | null;
  gap: number | null;
  seconds: number;
}

export interface ImprovingEvent {
  objective: number;
  gap: number | null;
  seconds: number;
}

const STATUS: Record<number, string> = { 7: 'Optimal', 8: 'Infeasible', 13: 'Time limit reached', 17: 'Interrupted' };
const finite = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);

export function solveMilp(
  highs: Highs,
  model: MilpModel,
  start: Float64Array,
  limits: MilpLimits,
  onImproving?: (e: ImprovingEvent) => void,
): MilpResult {
  const { constants, infinity } = highs;
  const instance = highs.createModel({
    numCols: model.numCols,
    numRows: model.numRows,
    offset: model.offset,
    colCost: model.colCost,
    colLower: model.colLower,
    colUpper: model.colUpper.map((u) => (Number.isFinite(u) ? u : infinity)),
    rowLower: model.rowLower.map((l) => (Number.isFinite(l) ? l : -infinity)),
    rowUpper: model.rowUpper.map((u) => (Number.isFinite(u) ? u : infinity)),
    matrix: {
      format: 'csr',
      numRows: model.numRows,
      numCols: model.numCols,
      starts: model.starts,
      indices: model.indices,
      values: model.values,
    },
    integrality: model.integrality,
  });
  try {
    instance.options.set({
      output_flag: false,
      time_limit: limits.timeLimitSeconds,
      mip_rel_gap: limits.relativeGap,
      random_seed: 1,
    });
    instance.setSolution({ colValue: start });
    let best: Float64Array | null = null;
    instance.run({
      [constants.callbackType.mipImprovingSolution](event) {
        if (event.data.mip_solution) best = Float64Array.from(event.data.mip_solution);
        onImproving?.({
          objective: event.data.objective_function_value ?? NaN,
          gap: finite(event.data.mip_gap),
          seconds: event.data.running_time ?? 0,
        });
        return undefined;
      },
    });
    const code = instance.getModelStatus();
    const feasible = instance.info.get('primal_solution_status') === constants.solutionStatus.feasible;
    const columns = feasible ? Float64Array.from(instance.getSolution().colValue) : best;
    return {
      status: STATUS[code] ?? `HiGHS status ${code}`,
      columns,
      objective: columns ? finite(instance.getObjectiveValue()) : null,
      bound: finite(instance.info.get('mip_dual_bound')),
      gap: finite(instance.info.get('mip_gap')),
      seconds: instance.getRunTime(),
    };
  } finally {
    instance.dispose();
  }
}
