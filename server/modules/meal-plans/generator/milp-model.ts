import { BANDS, OBJECTIVE, slotCost } from '../../../../domain/meal-plan-generator/objective';
import { DAYS, N, emptyAssignment, type Assignment, type Problem } from '../../../../domain/meal-plan-generator/problem';
import { REPEAT_WINDOW_DAYS } from '../../../../domain/meal-plan-generator/rules';

/**
 * The generator's objective (domain/meal-plan-generator/objective.ts) as a mixed-integer linear program:
 * a binary x[slot, recipe] per recipe of the slot's shortlist, a continuous miss per day and nutrient,
 * per week and nutrient, per day and cuisine and per recipe used again; the repeat rule as one row per recipe and three-day
 * window. The offset carries the constant terms, so HiGHS's objective equals evaluate() of the week.
 */

/** The arrays HiGHS takes (highs ModelData, CSR), as plain transferable data. */
export interface MilpModel {
  numCols: number;
  numRows: number;
  offset: number;
  colCost: Float64Array;
  colLower: Float64Array;
  colUpper: Float64Array;
  rowLower: Float64Array;
  rowUpper: Float64Array;
  starts: Int32Array;
  indices: Int32Array;
  values: Float64Array;
  /** 1 for the binary columns (x), 0 for the continuous ones. */
  integrality: Int32Array;
}

export interface BuiltMilp {
  model: MilpModel;
  /** For x column k: its slot and recipe. */
  columnSlot: Int32Array;
  columnRecipe: Int32Array;
  /** The column values of a week, to start HiGHS from (the heuristic's answer). */
  columnsOf(assignment: Assignment): Float64Array;
  /** The week a column vector stands for. */
  assignmentOf(columns: ArrayLike<number>): Assignment;
}

/** Rows collected one at a time, then packed as CSR. */
class Rows {
  lower: number[] = [];
  upper: number[] = [];
  starts: number[] = [0];
  indices: number[] = [];
  values: number[] = [];
  add(entries: [column: number, value: number][], lower: number, upper: number): void {
    for (const [c, v] of entries) {
      this.indices.push(c);
      this.values.push(v);
    }
    this.starts.push(this.indices.length);
    this.lower.push(lower);
    this.upper.push(upper);
  }
}

export function buildMilp(problem: Problem, shortlists: readonly Int32Array[]): BuiltMilp {
  const { slots, values, dayTargets, weekTargets, cuisineOf, favorite, hasFavorites } = problem;
  const dayCalories = dayTargets[0]!;
  const slotOfColumn: number[] = [];
  const recipeOfColumn: number[] = [];
  const cost: number[] = [];
  let offset = 0;
  for (const slot of slots) {
    if (slot.fixed) continue;
    // an empty slot costs its share of calories missed and the empty-slot penalty; a recipe replaces that
    const emptyCost = slotCost(0, slot.share, dayCalories) + OBJECTIVE.emptySlot;
    offset += emptyCost;
    for (const r of shortlists[slot.index] ?? []) {
      slotOfColumn.push(slot.index);
      recipeOfColumn.push(r);
      const notFavorite = hasFavorites && !favorite[r] ? OBJECTIVE.notFavorite : 0;
      cost.push(slotCost(values[r * N]!, slot.share, dayCalories) + notFavorite - emptyCost);
    }
  }
  const xCount = cost.length;
  const columnsOfSlot = new Map<number, number[]>();
  slotOfColumn.forEach((s, k) => columnsOfSlot.set(s, [...(columnsOfSlot.get(s) ?? []), k]));

  const rows = new Rows();
  let next = xCount;
  // day misses: |day total - target| - band <= miss
  const dayMiss = (d: number, n: number) => xCount + d * N + n;
  next += DAYS * N;
  for (let d = 0; d < DAYS; d += 1) {
    for (let n = 0; n < N; n += 1) {
      const target = dayTargets[n]!;
      const fixed = problem.fixedValues[d * N + n]!;
      cost.push(OBJECTIVE.day[n]! / target);
      const terms: [number, number][] = [];
      slotOfColumn.forEach((s, k) => slots[s]!.day === d && values[recipeOfColumn[k]! * N + n] && terms.push([k, values[recipeOfColumn[k]! * N + n]!]));
      rows.add([...terms, [dayMiss(d, n), -1]], -Infinity, target * (1 + BANDS.day) - fixed);
      rows.add([...terms, [dayMiss(d, n), 1]], target * (1 - BANDS.day) - fixed, Infinity);
    }
  }
  // week misses
  const firstWeekMiss = next;
  const weekMiss = (n: number) => firstWeekMiss + n;
  next += N;
  for (let n = 0; n < N; n += 1) {
    const target = weekTargets[n]!;
    let fixed = 0;
    for (let d = 0; d < DAYS; d += 1) fixed += problem.fixedValues[d * N + n]!;
    cost.push(OBJECTIVE.week[n]! / target);
    const terms: [number, number][] = [];
    recipeOfColumn.forEach((r, k) => values[r * N + n] && terms.push([k, values[r * N + n]!]));
    rows.add([...terms, [weekMiss(n), -1]], -Infinity, target * (1 + BANDS.week) - fixed);
    rows.add([...terms, [weekMiss(n), 1]], target * (1 - BANDS.week) - fixed, Infinity);
  }
  // cuisine repeats per day: meals of a cuisine beyond the first
  const cuisineColumns: { day: number; cuisine: number; column: number }[] = [];
  for (let d = 0; d < DAYS; d += 1) {
    const fixedCount = new Map<number, number>();
    for (const c of problem.fixedCuisines[d]!) fixedCount.set(c, (fixedCount.get(c) ?? 0) + 1);
    const byCuisine = new Map<number, number[]>();
    slotOfColumn.forEach((s, k) => slots[s]!.day === d && byCuisine.set(cuisineOf[recipeOfColumn[k]!]!, [...(byCuisine.get(cuisineOf[recipeOfColumn[k]!]!) ?? []), k]));
    for (const [c, count] of fixedCount) if (!byCuisine.has(c)) offset += OBJECTIVE.cuisineRepeat * Math.max(0, count - 1);
    for (const [c, columns] of byCuisine) {
      const column = next++;
      cuisineColumns.push({ day: d, cuisine: c, column });
      cost.push(OBJECTIVE.cuisineRepeat);
      rows.add([...columns.map((k): [number, number] => [k, 1]), [column, -1]], -Infinity, 1 - (fixedCount.get(c) ?? 0));
    }
  }
  // uses of a recipe beyond the first in the week
  const repeatColumns: { recipe: number; column: number }[] = [];
  const columnsOfRecipe = new Map<number, number[]>();
  recipeOfColumn.forEach((r, k) => columnsOfRecipe.set(r, [...(columnsOfRecipe.get(r) ?? []), k]));
  for (const [r, columns] of columnsOfRecipe) {
    if (columns.length < 2) continue;
    const column = next++;
    repeatColumns.push({ recipe: r, column });
    cost.push(OBJECTIVE.recipeRepeat);
    rows.add([...columns.map((k): [number, number] => [k, 1]), [column, -1]], -Infinity, 1);
  }
  // one recipe per slot at most (an empty slot pays the penalty in the offset)
  for (const columns of columnsOfSlot.values()) rows.add(columns.map((k) => [k, 1]), -Infinity, 1);
  // the repeat rule: one use of a recipe in any window of REPEAT_WINDOW_DAYS days
  for (const columns of columnsOfRecipe.values()) {
    if (columns.length < 2) continue;
    for (let w = 0; w + REPEAT_WINDOW_DAYS <= DAYS; w += 1) {
      const inWindow = columns.filter((k) => slots[slotOfColumn[k]!]!.day >= w && slots[slotOfColumn[k]!]!.day < w + REPEAT_WINDOW_DAYS);
      if (inWindow.length >= 2) rows.add(inWindow.map((k) => [k, 1]), -Infinity, 1);
    }
  }

  const numCols = cost.length;
  const model: MilpModel = {
    numCols, numRows: rows.lower.length, offset,
    colCost: Float64Array.from(cost),
    colLower: new Float64Array(numCols),
    colUpper: Float64Array.from({ length: numCols }, (_, k) => (k < xCount ? 1 : Infinity)),
    rowLower: Float64Array.from(rows.lower), rowUpper: Float64Array.from(rows.upper),
    starts: Int32Array.from(rows.starts), indices: Int32Array.from(rows.indices), values: Float64Array.from(rows.values),
    integrality: Int32Array.from({ length: numCols }, (_, k) => (k < xCount ? 1 : 0)),
  };
  const columnSlot = Int32Array.from(slotOfColumn);
  const columnRecipe = Int32Array.from(recipeOfColumn);

  return {
    model, columnSlot, columnRecipe,
    columnsOf(assignment) {
      const columns = new Float64Array(numCols);
      const day = Float64Array.from(problem.fixedValues);
      for (let k = 0; k < xCount; k += 1) {
        if (assignment[columnSlot[k]!] !== columnRecipe[k]) continue;
        columns[k] = 1;
        for (let n = 0; n < N; n += 1) day[slots[columnSlot[k]!]!.day * N + n]! += values[columnRecipe[k]! * N + n]!;
      }
      for (let n = 0; n < N; n += 1) {
        let week = 0;
        for (let d = 0; d < DAYS; d += 1) {
          const miss = Math.abs(day[d * N + n]! - dayTargets[n]!) - BANDS.day * dayTargets[n]!;
          columns[dayMiss(d, n)] = Math.max(0, miss);
          week += day[d * N + n]!;
        }
        columns[weekMiss(n)] = Math.max(0, Math.abs(week - weekTargets[n]!) - BANDS.week * weekTargets[n]!);
      }
      for (const { day: d, cuisine, column } of cuisineColumns) {
        let count = problem.fixedCuisines[d]!.filter((c) => c === cuisine).length;
        for (let k = 0; k < xCount; k += 1) if (columns[k] === 1 && slots[columnSlot[k]!]!.day === d && cuisineOf[columnRecipe[k]!] === cuisine) count += 1;
        columns[column] = Math.max(0, count - 1);
      }
      for (const { recipe, column } of repeatColumns) {
        let count = 0;
        for (let k = 0; k < xCount; k += 1) if (columns[k] === 1 && columnRecipe[k] === recipe) count += 1;
        columns[column] = Math.max(0, count - 1);
      }
      return columns;
    },
    assignmentOf(columns) {
      const assignment = emptyAssignment();
      for (let k = 0; k < xCount; k += 1) if (columns[k]! > 0.5) assignment[columnSlot[k]!] = columnRecipe[k]!;
      return assignment;
    },
  };
}
