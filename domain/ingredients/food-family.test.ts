import { describe, expect, it } from 'vitest';
import { foodFamily } from './food-family';

const KEYS = [
  'potato',
  'baby-potato',
  'potato-boiled',
  'sweet-potato',
  'potato-starch',
  'tomato',
  'cherry-tomato',
  'canned-tomatoes',
  'tomato-paste',
  'tomato-sauce',
  'chicken',
  'chicken-thigh',
  'chicken-thigh-bone-in',
  'chicken-stock',
  'drumstick',
  'chicken-drumstick',
  'milk',
  'coconut-milk',
  'skim-milk',
  'mustard',
  'mustard-greens',
  'lime',
  'lime-juice',
  'lemon',
  'lemon-juice',
  'lemon-zest',
  'orange-juice-concentrate',
];

describe('food families', () => {
  it('counts forms and cuts of a food as the food', () => {
    expect(foodFamily('potato', KEYS)).toEqual(['potato', 'baby-potato', 'potato-boiled']);
    expect(foodFamily('tomato', KEYS)).toEqual(['tomato', 'cherry-tomato', 'canned-tomatoes']);
    expect(foodFamily('chicken', KEYS)).toEqual([
      'chicken',
      'chicken-thigh',
      'chicken-thigh-bone-in',
      'chicken-drumstick',
    ]);
    expect(foodFamily('milk', KEYS)).toEqual(['milk', 'skim-milk']);
  });

  it('counts the juice and zest of a fruit as the fruit, not a product of its juice', () => {
    expect(foodFamily('lime', KEYS)).toEqual(['lime', 'lime-juice']);
    expect(foodFamily('lemon', KEYS)).toEqual(['lemon', 'lemon-juice', 'lemon-zest']);
    expect(foodFamily('orange', KEYS)).toEqual([]);
  });

  it('never counts a product made from it, or another plant', () => {
    expect(foodFamily('drumstick', KEYS)).toEqual(['drumstick']);
    expect(foodFamily('mustard', KEYS)).toEqual(['mustard']);
    expect(foodFamily('chicken-thigh', KEYS)).toEqual(['chicken-thigh', 'chicken-thigh-bone-in']);
  });
});
