import { BANDS, OBJECTIVE, optionOwnCost, slotCost } from '../../../../domain/meal-plan-generator/objective';
import {
  DAYS,
  N,
  emptyAssignment,
  type Assignment,
  type Problem,
} from '../../../../domain/meal-plan-generator/problem';
import { REPEAT_WINDOW_DAYS } from '../../../../domain/meal-plan-generator/rules';
import { WEEK_RULES } from '../../../../domain/meal-plan-generator/week-rules';

/**
 * The generator's objective (domain/meal-plan-generator/objective.ts) as a mixed-integer linear program:
 * a binary x[slot, option] per option (a recipe in a portion) of the slot's shortlist, a continuous miss
 * per day and nutrient, per week and nutrient and per recipe used again, a binary per day and cuisine
 * present. The menu rules as rows: one option a slot, a recipe once in any three-day window and twice a
 * week, two cuisines a day, the sweets allowance. That no two days are alike is not modelled: a week of
 * HiGHS that breaks it is not taken (solve-week.ts). The offset carries the constant terms, so HiGHS's
 * objective equals evaluate() of the week.
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
  /** For x column k: its slot and option. */
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
  const { slots, values, dayTargets, weekTargets, cuisineOf, optionRecipe, sweet } = problem;
  const dayCalories = dayTargets[0]!;
  const slotOfColumn: number[] = [];
  const optionOfColumn: number[] = [];
  const cost: number[] = [];
  let offset = 0;
  for (const slot of slots) {
    if (slot.fixed) continue;
    // an empty slot costs its share of calories missed and the empty-slot penalty; an option replaces that
    const emptyCost = slotCost(0, slot.share, dayCalories) + OBJECTIVE.emptySlot;
    offset += emptyCost;
    for (const o of shortlists[slot.index] ?? []) {
      slotOfColumn.push(slot.index);
      optionOfColumn.push(o);
      cost.push(slotCost(values[o * N]!, slot.share, dayCalories) + optionOwnCost(problem, o) - emptyCost);
    }
  }
  const xCount = cost.length;
  const dayOf = (k: number) => slots[slotOfColumn[k]!]!.day;
  const recipeOf = (k: number) => optionRecipe[optionOfColumn[k]!]!;
  const group = <K>(key: (k: number) => K) => {
    const groups = new Map<K, number[]>();
    for (let k = 0; k < xCount; k += 1) {
      const list = groups.get(key(k));
      if (list) list.push(k);
      else groups.set(key(k), [k]);
    }
    return groups;
  };
  const columnsOfSlot = group((k) => slotOfColumn[k]!);
  const columnsOfRecipe = group(recipeOf);

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
      for (let k = 0; k < xCount; k += 1)
        if (dayOf(k) === d && values[optionOfColumn[k]! * N + n]) terms.push([k, values[optionOfColumn[k]! * N + n]!]);
      rows.add([...terms, [dayMiss(d, n), -1]], -Infinity, target * (1 + BANDS.day) - fixed);
      rows.add([...terms, [dayMiss(d, n), 1]], target * (1 - BANDS.day) - fixed, Infinity);
    }
  }
  // week misses
  const firstWeekMiss = next;
  const weekMiss = (n: number) => firstWeekMiss + n;
  next += N;
  const weekTerms: { terms: [number, number][]; target: number; fixed: number }[] = [];
  for (let n = 0; n < N; n += 1) {
    const target = weekTargets[n]!;
    let fixed = 0;
    for (let d = 0; d < DAYS; d += 1) fixed += problem.fixedValues[d * N + n]!;
    cost.push(OBJECTIVE.week[n]! / target);
    const terms: [number, number][] = [];
    for (let k = 0; k < xCount; k += 1)
      if (values[optionOfColumn[k]! * N + n]) terms.push([k, values[optionOfColumn[k]! * N + n]!]);
    rows.add([...terms, [weekMiss(n), -1]], -Infinity, target * (1 + BANDS.week) - fixed);
    rows.add([...terms, [weekMiss(n), 1]], target * (1 - BANDS.week) - fixed, Infinity);
    weekTerms.push({ terms, target, fixed });
  }
  // week misses beyond the outer band cost more on top (objective.ts weekTermCost)
  const firstOuterMiss = next;
  const outerMiss = (n: number) => firstOuterMiss + n;
  next += N;
  weekTerms.forEach(({ terms, target, fixed }, n) => {
    cost.push(OBJECTIVE.weekOuter / target);
    rows.add([...terms, [outerMiss(n), -1]], -Infinity, target * (1 + BANDS.weekOuter) - fixed);
    rows.add([...terms, [outerMiss(n), 1]], target * (1 - BANDS.weekOuter) - fixed, Infinity);
  });
  // cuisines a day: a binary per cuisine the generated meals would bring, at most two with the hand-filled ones
  const cuisineColumns: { day: number; cuisine: number; column: number }[] = [];
  for (let d = 0; d < DAYS; d += 1) {
    const present = new Set(problem.fixedCuisines[d]);
    const brought: number[] = [];
    for (const [c, columns] of group((k) => (dayOf(k) === d ? cuisineOf[optionOfColumn[k]!]! : -1))) {
      if (c < 0 || present.has(c)) continue;
      const column = next++;
      cuisineColumns.push({ day: d, cuisine: c, column });
      cost.push(0);
      brought.push(column);
      rows.add([...columns.map((k): [number, number] => [k, 1]), [column, -columns.length]], -Infinity, 0);
    }
    if (brought.length)
      rows.add(
        brought.map((c) => [c, 1]),
        -Infinity,
        Math.max(0, WEEK_RULES.cuisinesPerDay - present.size),
      );
  }
  // uses of a recipe: beyond the first cost, beyond the weekly limit are not allowed
  const repeatColumns: { recipe: number; column: number }[] = [];
  for (const [r, columns] of columnsOfRecipe) {
    const fixedUses = popcount(problem.fixedDays[r]!);
    if (columns.length < 2 && fixedUses === 0) continue;
    rows.add(
      columns.map((k) => [k, 1]),
      -Infinity,
      Math.max(0, WEEK_RULES.usesPerWeek - fixedUses),
    );
    if (columns.length < 2) continue;
    const column = next++;
    repeatColumns.push({ recipe: r, column });
    cost.push(OBJECTIVE.recipeRepeat);
    rows.add([...columns.map((k): [number, number] => [k, 1]), [column, -1]], -Infinity, 1);
  }
  // one option per slot at most (an empty slot pays the penalty in the offset)
  for (const columns of columnsOfSlot.values())
    rows.add(
      columns.map((k) => [k, 1]),
      -Infinity,
      1,
    );
  // the repeat rule: one use of a recipe in any window of REPEAT_WINDOW_DAYS days
  for (const columns of columnsOfRecipe.values()) {
    if (columns.length < 2) continue;
    for (let w = 0; w + REPEAT_WINDOW_DAYS <= DAYS; w += 1) {
      const inWindow = columns.filter((k) => dayOf(k) >= w && dayOf(k) < w + REPEAT_WINDOW_DAYS);
      if (inWindow.length >= 2)
        rows.add(
          inWindow.map((k) => [k, 1]),
          -Infinity,
          1,
        );
    }
  }
  // the sweets allowance
  const sweets: [number, number][] = [];
  for (let k = 0; k < xCount; k += 1) if (sweet[optionOfColumn[k]!]) sweets.push([k, 1]);
  if (sweets.length) rows.add(sweets, -Infinity, Math.max(0, problem.sweetsPerWeek - problem.fixedSweets));

  const numCols = cost.length;
  const binary = new Set(cuisineColumns.map((c) => c.column));
  const model: MilpModel = {
    numCols,
    numRows: rows.lower.length,
    offset,
    colCost: Float64Array.from(cost),
    colLower: new Float64Array(numCols),
    colUpper: Float64Array.from({ length: numCols }, (_, k) => (k < xCount || binary.has(k) ? 1 : Infinity)),
    rowLower: Float64Array.from(rows.lower),
    rowUpper: Float64Array.from(rows.upper),
    starts: Int32Array.from(rows.starts),
    indices: Int32Array.from(rows.indices),
    values: Float64Array.from(rows.values),
    integrality: Int32Array.from({ length: numCols }, (_, k) => (k < xCount || binary.has(k) ? 1 : 0)),
  };
  const columnSlot = Int32Array.from(slotOfColumn);
  const columnRecipe = Int32Array.from(optionOfColumn);

  return {
    model,
    columnSlot,
    columnRecipe,
    columnsOf(assignment) {
      const columns = new Float64Array(numCols);
      const day = Float64Array.from(problem.fixedValues);
      for (let k = 0; k < xCount; k += 1) {
        if (assignment[columnSlot[k]!] !== columnRecipe[k]) continue;
        columns[k] = 1;
        for (let n = 0; n < N; n += 1) day[dayOf(k) * N + n]! += values[columnRecipe[k]! * N + n]!;
      }
      for (let n = 0; n < N; n += 1) {
        let week = 0;
        for (let d = 0; d < DAYS; d += 1) {
          const miss = Math.abs(day[d * N + n]! - dayTargets[n]!) - BANDS.day * dayTargets[n]!;
          columns[dayMiss(d, n)] = Math.max(0, miss);
          week += day[d * N + n]!;
        }
        columns[weekMiss(n)] = Math.max(0, Math.abs(week - weekTargets[n]!) - BANDS.week * weekTargets[n]!);
        columns[outerMiss(n)] = Math.max(0, Math.abs(week - weekTargets[n]!) - BANDS.weekOuter * weekTargets[n]!);
      }
      for (const { day: d, cuisine, column } of cuisineColumns) {
        for (let k = 0; k < xCount; k += 1)
          if (columns[k] === 1 && dayOf(k) === d && cuisineOf[columnRecipe[k]!] === cuisine) columns[column] = 1;
      }
      for (const { recipe, column } of repeatColumns) {
        let count = 0;
        for (let k = 0; k < xCount; k += 1) if (columns[k] === 1 && recipeOf(k) === recipe) count += 1;
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

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n += 1;
  return n;
}
