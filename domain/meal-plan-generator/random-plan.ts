import { emptyAssignment, type Assignment, type Problem } from './problem';
import { tooClose } from './rules';

/**
 * A week drawn at random within the hard rules (each slot a random candidate that does not repeat within
 * the window): the baseline the benchmark sets the generator against.
 */
export function randomPlan(problem: Problem, random: () => number): Assignment {
  const assignment = emptyAssignment();
  const placed: { day: number; recipe: number }[] = [];
  for (const slot of problem.slots) {
    if (slot.fixed || !slot.candidates.length) continue;
    const allowed = (r: number) => !placed.some((p) => p.recipe === r && tooClose(p.day, slot.day));
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const r = slot.candidates[Math.floor(random() * slot.candidates.length)]!;
      if (!allowed(r)) continue;
      assignment[slot.index] = r;
      placed.push({ day: slot.day, recipe: r });
      break;
    }
  }
  return assignment;
}
