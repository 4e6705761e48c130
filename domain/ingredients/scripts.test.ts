import { describe, expect, it } from 'vitest';
import { computeRecipeNutrition } from '../nutrition/compute-nutrition';
import { TEST_FOODS } from '../nutrition/test-foods';
import { synonymsOf, toEnglish } from './lexicon';
import { parseIngredientLine as parse } from './parse-ingredient';
import { scriptUnit } from './script-units';
import { normalizePhrase } from './words';

// Lines and names written in Devanagari (Hindi), the Urdu script, Cyrillic (Russian, Bulgarian) and Greek.
describe('names in other scripts', () => {
  it('keeps the letters of every script, and a Hindi word with its vowel signs', () => {
    expect(normalizePhrase('आलू-गोभी!')).toBe('आलू गोभी');
    expect(normalizePhrase('Мёд, 2 ст.')).toBe('мед 2 ст');
    expect(normalizePhrase('Jalapeño-Peppers!')).toBe('jalapeno peppers');
    expect(normalizePhrase('♥玉ねぎ')).toBe('玉ねぎ');
  });

  it('reads them in English, one way, with the forms a recipe writes', () => {
    expect(toEnglish('आलू')).toBe('potato');
    expect(toEnglish('लहसुन की कलियां')).toBe('garlic clove');
    expect(toEnglish('میدہ')).toBe('all-purpose flour');
    expect(toEnglish('کابلی چنے')).toBe('chickpeas');
    expect(toEnglish('муки')).toBe('all-purpose flour');
    expect(toEnglish('зубчика чеснока')).toBe('garlic clove');
    expect(toEnglish('чесън')).toBe('garlic');
    expect(toEnglish('ντομάτες')).toBe('tomato');
    expect(toEnglish('μαϊντανός')).toBe('parsley');
    expect(toEnglish('鶏モモ肉')).toBe('chicken thigh');
    expect(toEnglish('蚝油')).toBe('oyster sauce');
    // Chinese and Japanese names not listed whole: by their longest known last part, and its kind before it
    expect(toEnglish('马苏里拉芝士碎')).toBe('mozzarella cheese');
    expect(toEnglish('鸡蛋液')).toBe('egg 液');
    // a sentence written without spaces is no name to read by its parts
    expect(toEnglish('把鸡蛋打散加入面粉和牛奶搅拌均匀后静置十分钟')).toBe(
      '把鸡蛋打散加入面粉和牛奶搅拌均匀后静置十分钟',
    );
    // "आलू" finds what "aloo" and "potato" find
    expect(synonymsOf('आलू')).toEqual(expect.arrayContaining(['potato', 'aloo']));
  });
});

describe('units and amounts in other scripts', () => {
  it('reads spoons, weights and counts', () => {
    expect(scriptUnit('ст. л. сахара')).toEqual({ unit: 'tbsp', length: 6 });
    expect(scriptUnit('ч.л. соли')?.unit).toBe('tsp');
    expect(scriptUnit('лука')).toBeNull(); // an onion, not a litre
    expect(parse('200 г муки')).toMatchObject({ quantity: 200, unit: 'g', name: 'муки' });
    expect(parse('2 с.л. олио')).toMatchObject({ quantity: 2, unit: 'tbsp', name: 'олио' });
    expect(parse('3 шт. картофеля')).toMatchObject({ quantity: 3, unit: 'piece', name: 'картофеля' });
    expect(parse('2 зубчика чеснока')).toMatchObject({ quantity: 2, unit: 'clove', name: 'чеснока' });
    expect(parse('1 κ.σ. ελαιόλαδο')).toMatchObject({ quantity: 1, unit: 'tbsp', name: 'ελαιόλαδο' });
    expect(parse('2 कप मैदा')).toMatchObject({ quantity: 2, unit: 'cup', name: 'मैदा' });
    expect(parse('1 छोटी चम्मच नमक')).toMatchObject({ quantity: 1, unit: 'tsp', name: 'नमक' });
    expect(parse('आधा कप दूध')).toMatchObject({ quantity: 0.5, unit: 'cup', name: 'दूध' });
    expect(parse('пол стакана молока')).toMatchObject({ quantity: 0.5, unit: 'cup', name: 'молока' });
    expect(parse('150克 鸡胸肉')).toMatchObject({ quantity: 150, unit: 'g', name: '鸡胸肉' });
    expect(parse('2个鸡蛋')).toMatchObject({ quantity: 2, unit: 'piece', name: '鸡蛋' });
    expect(parse('一个半 番茄')).toMatchObject({ quantity: 1.5, unit: 'piece', name: '番茄' });
    expect(parse('半根 胡萝卜')).toMatchObject({ quantity: 0.5, unit: 'piece', name: '胡萝卜' });
    expect(parse('适量 黑胡椒粉')).toMatchObject({ quantity: null, toTaste: true, name: '黑胡椒粉' });
    expect(parse('♥カレー粉 大さじ1と1/2')).toMatchObject({ quantity: 1.5, unit: 'tbsp', name: 'カレー粉' });
    expect(parse('♥玉ねぎ 2個')).toMatchObject({ quantity: 2, unit: 'piece', name: '玉ねぎ' });
    expect(parse('鶏モモ肉 500g前後')).toMatchObject({ quantity: 500, unit: 'g', name: '鶏モモ肉' });
  });

  it('reads an amount written after the name, past the leader dots of an Urdu list', () => {
    expect(parse('میدہ۔۔۔۔۔1کپ')).toMatchObject({ quantity: 1, unit: 'cup', name: 'میدہ' });
    expect(parse('تیل۔۔۔۔۔۔۔ 1 کھانے کا چمچ')).toMatchObject({ quantity: 1, unit: 'tbsp', name: 'تیل' });
    expect(parse('زیرہ۔۔۔۔1 چائے چمچ (توے پر بھون لیں)')).toMatchObject({ quantity: 1, unit: 'tsp', name: 'زیرہ' });
    expect(parse('मैदा - 2 कप')).toMatchObject({ quantity: 2, unit: 'cup', name: 'मैदा' });
    expect(parse('आलू - 4 (मध्यम)')).toMatchObject({ quantity: 4, name: 'आलू' });
    expect(parse('Eggs - 2')).toMatchObject({ quantity: 2, name: 'eggs' });
    expect(parse('Size 2')).toMatchObject({ quantity: null });
    // a Latin line keeps its reading: a note after the amount stays a note
    expect(parse('Óleo de soja 2 colheres (sopa)')).toMatchObject({ quantity: 2, unit: 'tbsp' });
  });

  it('weighs such lines by their food, cooked when the line or its note says so', () => {
    const item = (line: string) => computeRecipeNutrition([line], TEST_FOODS, 1).coverage.items[0];
    expect(item('2 कप मैदा')).toMatchObject({ foodKey: 'maida', grams: 250 });
    expect(item('میدہ۔۔۔۔۔1کپ')).toMatchObject({ foodKey: 'maida', grams: 125 });
    expect(item('1 कप उबले काबुली चने')).toMatchObject({ foodKey: 'chickpeas-cooked', grams: 164 });
    expect(item('چاول۔۔۔۔۔1کپ (بوائلڈ)')?.foodKey).toBe('rice-cooked');
    expect(item('200 г вареного риса')).toMatchObject({ foodKey: 'rice-cooked', grams: 200 });
    expect(item('200 г риса')).toMatchObject({ foodKey: 'basmati-rice', grams: 200 });
  });
});
