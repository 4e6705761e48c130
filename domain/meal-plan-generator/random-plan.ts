import type { Assignment, Problem } from './problem';
import { PlanState } from './state';

/**
 * A week drawn at random within the hard rules (each slot a random candidate the menu rules allow):
 * the baseline the benchmark sets the generator against.
 */
export function randomPlan(problem: Problem, random: () => number): Assignment {
  const state = new PlanState(problem);
  for (const slot of problem.slots) {
    if (slot.fixed || !slot.candidates.length) continue;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const o = slot.candidates[Math.floor(random() * slot.candidates.length)]!;
      if (!state.allowed(slot.index, o)) continue;
      state.apply(slot.index, o);
      break;
    }
  }
  return Int32Array.from(state.assignment);
}
