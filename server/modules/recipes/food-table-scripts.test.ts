import { describe, expect, it } from 'vitest';
import { SCRIPT_LEXICON_ROWS } from '../../../domain/ingredients/lexicon-scripts';
import { computeRecipeNutrition } from '../../../domain/nutrition/compute-nutrition';
import { readFoodTable } from './catalogue.seed';

// The food table as the product seeds it, reading lines written in Devanagari, the Urdu script, Cyrillic, Greek,
// Chinese and Japanese (domain/ingredients/lexicon-scripts.ts and script-units.ts).
describe('the food table, lines in other scripts', () => {
  const foods = readFoodTable();
  const line = (text: string) => {
    const item = computeRecipeNutrition([text], foods, 1).coverage.items[0];
    return {
      food: item?.foodKey,
      grams: item?.grams === null || item?.grams === undefined ? null : Math.round(item.grams),
    };
  };

  it('finds a food for every English name the rows give', () => {
    const english = [...new Set(SCRIPT_LEXICON_ROWS.map((row) => row.split('|')[0] ?? ''))].filter(
      (name) => !['cooked', 'dried', 'canned'].includes(name),
    );
    const unmatched = english.filter((name) => line(`100 g ${name}`).food === undefined);
    expect(unmatched).toEqual([]);
  });

  it('weighs Hindi and Urdu lines', () => {
    expect(line('2 कप मैदा')).toEqual({ food: 'maida', grams: 250 });
    expect(line('1 छोटी चम्मच हल्दी पाउडर')).toMatchObject({ food: 'turmeric' });
    expect(line('आलू - 4 (मध्यम)')).toMatchObject({ food: 'potato' });
    expect(line('کابلی چنے۔۔۔۔1کپ ( بوائلڈ)')).toMatchObject({ food: 'chickpeas-cooked' });
    expect(line('املی۔۔۔۔۔ 50 گرام')).toEqual({ food: 'tamarind', grams: 50 });
  });

  it('weighs Russian, Bulgarian and Greek lines', () => {
    expect(line('200 г муки')).toEqual({ food: 'maida', grams: 200 });
    expect(line('240 г сливочного сыра')).toEqual({ food: 'cream-cheese', grams: 240 });
    expect(line('сыр пармезан - 75 г')).toEqual({ food: 'parmesan', grams: 75 });
    expect(line('2 с.л. олио')).toMatchObject({ food: 'vegetable-oil' });
    expect(line('200 γρ. φέτα')).toEqual({ food: 'feta', grams: 200 });
  });

  it('weighs Chinese and Japanese lines', () => {
    expect(line('150克 鸡胸肉')).toEqual({ food: 'chicken-breast', grams: 150 });
    expect(line('2个 鸡蛋')).toMatchObject({ food: 'egg' });
    expect(line('一勺 酱油')).toMatchObject({ food: 'soy-sauce' });
    expect(line('适量 马苏里拉芝士碎')).toEqual({ food: 'mozzarella', grams: null });
    expect(line('♥玉ねぎ 2個')).toEqual({ food: 'onion', grams: 220 });
    expect(line('♥鶏モモ肉 500g前後')).toEqual({ food: 'chicken-thigh', grams: 500 });
    expect(line('＊トマト缶 1缶')).toEqual({ food: 'canned-tomatoes', grams: 400 });
  });
});
