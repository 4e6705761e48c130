import { describe, expect, it } from 'vitest';
import { dishKindOf, estimateServings, implausibleServing, servingsFromYields } from './servings';

describe('servingsFromYields', () => {
  it.each([
    [['Makes 2 loaves (16 slices)'], 16],
    [['about 2 dozen'], 24],
    [['a dozen cookies'], 12],
    [['28-32 cookies'], 28],
    [['Serves 6 (makes a 18cm/7in cheesecake)'], 6],
    [['8 servings, 1 (9-inch) tart'], 8],
    [['4', '4 (12-16 tortillas)'], 4],
    [['20', '2 pies'], 20],
    [['48', '48 tablespoons'], 48],
    [['2 Portionen als Hauptgericht'], 2],
    [['Für 4 Personen'], 4],
    [['6 porcií'], 6],
    [['12 naan flatbreads'], 12],
    [['12 tarts'], 12],
    [['Makes 6'], 6],
    [['4 1.25 cups curry lentils + 1 cup rice'], 4],
  ])('%j counts %i servings', (yields, servings) => {
    expect(servingsFromYields(yields)).toBe(servings);
  });

  it.each([
    [['1 quart']],
    [['2 cups']],
    [['1 cake']],
    [['2 pies']],
    [['1 loaf']],
    [['1', '1 loaf']],
    [['750 g di crema pasticcera']],
    [['0.75', '0.75 cup']],
    [[]],
  ])('%j counts no servings', (yields) => {
    expect(servingsFromYields(yields)).toBeNull();
  });
});

describe('dishKindOf', () => {
  it('reads the head of the title before "with"', () => {
    expect(dishKindOf({ title: 'Grilled Salmon with Blackberry Sauce', course: 'Main Course' })).toBe('main');
    expect(dishKindOf({ title: 'Salmon Kale Salad with Caesar Dressing' })).toBe('salad');
    expect(dishKindOf({ title: 'Banana Bread' })).toBe('bread');
    expect(dishKindOf({ title: 'Burger Sauce Recipe' })).toBe('sauce');
  });
  it('falls back on the course, then the yield', () => {
    expect(dishKindOf({ title: 'Aunt Matilda’s Delight', course: 'Dessert' })).toBe('dessert');
    expect(dishKindOf({ title: 'Sunday Special', yields: '1 loaf' })).toBe('bread');
    expect(dishKindOf({ title: 'Sunday Special' })).toBe('main');
  });
});

describe('estimateServings', () => {
  it('shares the weight into usual portions, drawn towards 4', () => {
    expect(estimateServings(290 * 4, 'main')).toBe(4);
    expect(estimateServings(90 * 12, 'bread')).toBe(9); // 12 by weight, drawn towards 4
    expect(estimateServings(50, 'main')).toBe(2);
    expect(estimateServings(0, 'main')).toBe(4);
    expect(estimateServings(100_000, 'sauce')).toBe(24);
  });
});

describe('implausibleServing', () => {
  it('flags a muffin at 2,000 kcal, not a dinner at 700', () => {
    expect(implausibleServing(2000, 'baked piece')).toBe(
      '2,000 kcal a serving is more than a single baked piece usually holds. Please check the servings and the ingredient amounts.',
    );
    expect(implausibleServing(700, 'main')).toBeNull();
  });
});
