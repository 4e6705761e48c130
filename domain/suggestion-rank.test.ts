import { describe, expect, it } from 'vitest';
import {
  compareSuggestions,
  coverageOf,
  NAMED_BONUS,
  rankSuggestions,
  scoreOf,
  type SuggestionFacts,
} from './suggestion-rank';

const facts = (over: Partial<SuggestionFacts>): SuggestionFacts => ({
  recipeId: 1,
  mainCount: 4,
  mainHad: 2,
  mainGrams: 1000,
  hadGrams: 500,
  used: 2,
  named: 0,
  preferenceMatches: 0,
  ...over,
});

describe('ranking suggestions by what you have', () => {
  it('counts the main ingredients at hand half by number and half by weight', () => {
    expect(coverageOf(facts({ mainCount: 4, mainHad: 2, mainGrams: 1000, hadGrams: 800 }))).toBe(0.65);
    expect(coverageOf(facts({ mainCount: 3, mainHad: 3, mainGrams: 600, hadGrams: 600 }))).toBe(1);
    // Nothing weighed: by number alone. Nothing main at all (water and spices): nothing to buy.
    expect(coverageOf(facts({ mainCount: 5, mainHad: 4, mainGrams: 0, hadGrams: 0 }))).toBe(0.8);
    expect(coverageOf(facts({ mainCount: 0, mainHad: 0, mainGrams: 0, hadGrams: 0 }))).toBe(1);
  });

  it('puts the biryani whose chicken and rice you have before a congee short of its stock', () => {
    const biryani = facts({ recipeId: 9, mainCount: 3, mainHad: 2, mainGrams: 1350, hadGrams: 1150 });
    const congee = facts({ recipeId: 2, mainCount: 3, mainHad: 2, mainGrams: 1900, hadGrams: 400 });
    expect(rankSuggestions([congee, biryani], 5).map((f) => f.recipeId)).toEqual([9, 2]);
  });

  it('adds a little for each of your ingredients the title names: Aloo Gobi before Aloo Posto for aloo and gobi', () => {
    const gobi = facts({ recipeId: 7, mainCount: 4, mainHad: 2, mainGrams: 1060, hadGrams: 800, used: 2, named: 2 });
    const posto = facts({ recipeId: 3, mainCount: 2, mainHad: 1, mainGrams: 550, hadGrams: 500, used: 1, named: 1 });
    expect(coverageOf(posto)).toBeGreaterThan(coverageOf(gobi));
    expect(rankSuggestions([posto, gobi], 2).map((f) => f.recipeId)).toEqual([7, 3]);
  });

  it('breaks ties by fewer to buy, more of your ingredients used, then your preferences', () => {
    const half = { mainGrams: 0, hadGrams: 0 };
    const twoOfFour = facts({ recipeId: 1, mainCount: 4, mainHad: 2, ...half });
    const oneOfTwo = facts({ recipeId: 2, mainCount: 2, mainHad: 1, ...half });
    expect(compareSuggestions(oneOfTwo, twoOfFour)).toBeLessThan(0);
    const usesMore = facts({ recipeId: 3, used: 3 });
    const liked = facts({ recipeId: 4, preferenceMatches: 2 });
    expect(rankSuggestions([facts({ recipeId: 5 }), liked, usesMore], 2).map((f) => f.recipeId)).toEqual([3, 4]);
  });

  it('adds as much again when the title names it in your own word: Baingan Bharta for baingan before an aubergine omelette', () => {
    const bharta = facts({
      recipeId: 4,
      mainCount: 3,
      mainHad: 1,
      mainGrams: 966,
      hadGrams: 500,
      used: 1,
      named: 1,
      namedAsTyped: 1,
    });
    const omelette = facts({
      recipeId: 2,
      mainCount: 3,
      mainHad: 1,
      mainGrams: 700,
      hadGrams: 450,
      used: 1,
      named: 1,
      namedAsTyped: 0,
    });
    expect(coverageOf(omelette)).toBeGreaterThan(coverageOf(bharta));
    expect(scoreOf(bharta) - scoreOf({ ...bharta, namedAsTyped: 0 })).toBeCloseTo(NAMED_BONUS, 9);
    expect(rankSuggestions([omelette, bharta], 2).map((f) => f.recipeId)).toEqual([4, 2]);
  });
});
