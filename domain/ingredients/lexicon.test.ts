import { describe, expect, it } from 'vitest';
import { familyNames, synonymsOf, toEnglish } from './lexicon';

describe('toEnglish', () => {
  it("reads names of our region's languages as English, longest names first", () => {
    expect(toEnglish('Kartoffeln, festkochend')).toBe('potato festkochend');
    expect(toEnglish('Pechuga de pollo')).toBe('chicken breast');
    expect(toEnglish('aceite de oliva virgen extra')).toBe('olive oil virgen extra');
    expect(toEnglish('Origan séché')).toBe('oregano dried');
    expect(toEnglish('Zwiebelchen, rot')).toBe('onion rot');
    expect(toEnglish('dentes de alho')).toBe('garlic clove');
    expect(toEnglish('cuisses de canard')).toBe('duck');
    expect(toEnglish('1 bouillon de poule (cube)')).toBe('1 chicken stock cube');
    expect(toEnglish('Hühnerbrühe')).toBe('chicken stock');
    expect(toEnglish('gerookte spekreepjes')).toBe('gerookte bacon');
    expect(toEnglish('geriebener Sbrinz')).toBe('geriebener parmesan');
  });

  it('reads the everyday names of Swedish, Danish and Norwegian pages', () => {
    expect(toEnglish('hvitløk')).toBe('garlic');
    expect(toEnglish('strösocker')).toBe('sugar');
    expect(toEnglish('Svenskt Smör')).toBe('svenskt butter');
    expect(toEnglish('æggeblomme')).toBe('egg yolk');
    expect(toEnglish('kyllingfileter')).toBe('chicken breast');
    expect(toEnglish('malt koriander')).toBe('coriander powder');
    expect(toEnglish('grön paprika')).toBe('bell pepper'); // the vegetable: "paprikapulver" is the spice
    expect(toEnglish('sød kondenseret mælk')).toBe('sweetened condensed milk');
  });

  it('reads German and Dutch compounds by their parts', () => {
    expect(toEnglish('Risottoreis')).toBe('risotto rice');
    expect(toEnglish('Tomatensaft')).toBe('tomato juice');
    expect(toEnglish('Schnittsellerie-Blätter')).toBe('schnitt celery blatter');
    expect(toEnglish('buttermilk')).toBe('buttermilk');
    expect(toEnglish('Zwiebelwürfel')).toBe('onion cubes');
    expect(toEnglish('pompoenblokjes')).toBe('pumpkin cubes');
    expect(toEnglish('Weißbrotwürfel')).toBe('weiss bread cubes');
  });

  it("reads Indian and British names as the catalogue's English ones", () => {
    expect(toEnglish('aloo gobi')).toBe('potato cauliflower');
    expect(toEnglish('double cream')).toBe('heavy cream');
    expect(toEnglish('courgettes')).toBe('zucchini');
  });

  it('leaves English phrases and words that are cooking words in English alone', () => {
    expect(toEnglish('smoked paprika')).toBe('smoked paprika');
    expect(toEnglish('lemon rind')).toBe('lemon rind');
    expect(toEnglish('room temperature butter')).toBe('room temperature butter');
  });
});

describe('synonymsOf', () => {
  it('widens a word both ways between English and Indian names', () => {
    expect(synonymsOf('aloo')).toContain('potato');
    expect(synonymsOf('potato')).toContain('aloo');
    expect(synonymsOf('potatoes')).toContain('aloo');
    expect(synonymsOf('aubergine')).toEqual(expect.arrayContaining(['eggplant', 'baingan']));
    expect(synonymsOf('cilantro')).toContain('coriander');
    expect(synonymsOf('Kartoffel')).toContain('potato');
  });

  it('knows nothing of words outside the lexicon', () => {
    expect(synonymsOf('sourdough')).toEqual([]);
  });
});

describe('familyNames', () => {
  it('names every member of a family of foods', () => {
    expect(familyNames('dal')).toEqual(expect.arrayContaining(['lentils', 'dal']));
    expect(familyNames('Linsen')).toContain('dal');
    expect(familyNames('potato')).toBeNull();
  });
});
