import { describe, expect, it } from 'vitest';
import { familyNames, synonymsOf, toEnglish } from './lexicon';

describe('toEnglish', () => {
  it("reads names of our region's languages as English, longest names first", () => {
    expect(toEnglish('Kartoffeln, festkochend')).toBe('potato festkochend');
    expect(toEnglish('Pechuga de pollo')).toBe('chicken breast');
    expect(toEnglish('aceite de oliva virgen extra')).toBe('olive oil virgen extra');
    expect(toEnglish('Origan séché')).toBe('oregano dried');
    expect(toEnglish('Zwiebelchen, rot')).toBe('onion rot');
    // Brazil's creme de leite is a table cream of about 20 % fat, not whipping cream
    expect(toEnglish('Creme de Leite')).toBe('light cream');
    expect(toEnglish('surkål')).toBe('sauerkraut');
    expect(toEnglish('saltgurkor')).toBe('dill pickles');
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

// Issue 17, names people use (decision 033, twelfth session, helper `languages`): Czech, Slovak, Hungarian, Croatian,
// Slovene and Romanian pages, whose words inflect: each form a page writes is a name of its own.
describe('toEnglish: the everyday names of Central and South-East European pages', () => {
  it('reads Czech and Slovak names in the forms recipes write them', () => {
    expect(toEnglish('hladká mouka')).toBe('all-purpose flour');
    expect(toEnglish('polohrubé mouky')).toBe('all-purpose flour');
    expect(toEnglish('cibule, nakrájená')).toBe('onion nakrajena');
    expect(toEnglish('stroužky česneku')).toBe('garlic clove');
    expect(toEnglish('brambor')).toBe('potato');
    expect(toEnglish('zemiakov')).toBe('potato');
    expect(toEnglish('cukr krupice')).toBe('sugar'); // fine granulated sugar, not semolina
    expect(toEnglish('dětská krupička')).toBe('semolina');
    expect(toEnglish('moučkový cukr')).toBe('powdered sugar');
    expect(toEnglish('smetana ke šlehání')).toBe('heavy cream');
    expect(toEnglish('zakysaná smetana')).toBe('sour cream');
    expect(toEnglish('kyslej smotany')).toBe('sour cream');
    expect(toEnglish('tvarohu')).toBe('cottage cheese');
    expect(toEnglish('mleté vepřové maso')).toBe('ground pork');
    expect(toEnglish('kyslé uhorky')).toBe('dill pickles');
    expect(toEnglish('prášek do pečiva')).toBe('baking powder');
    expect(toEnglish('hroznové víno')).toBe('grapes'); // grapes, not wine
    expect(toEnglish('bílé víno')).toBe('white wine');
    expect(toEnglish('čierne mleté korenie')).toBe('black pepper');
  });

  it('reads Hungarian names: the spice paprika and the fresh pepper apart', () => {
    expect(toEnglish('vöröshagyma')).toBe('onion');
    expect(toEnglish('gerezd fokhagyma')).toBe('garlic clove');
    expect(toEnglish('finomliszt')).toBe('all-purpose flour');
    expect(toEnglish('kristálycukor')).toBe('sugar');
    expect(toEnglish('őrölt fűszerpaprika')).toBe('paprika');
    expect(toEnglish('pirospaprika')).toBe('paprika');
    expect(toEnglish('kaliforniai paprika')).toBe('bell pepper');
    expect(toEnglish('tejföl')).toBe('sour cream');
    expect(toEnglish('habtejszín')).toBe('heavy cream');
    expect(toEnglish('túró')).toBe('cottage cheese');
    expect(toEnglish('darált sertéshús')).toBe('ground pork');
    expect(toEnglish('római kömény')).toBe('cumin');
    expect(toEnglish('só, bors')).toBe('salt');
    expect(toEnglish('tej')).toBe('milk');
    expect(toEnglish('tej patta')).toBe('bay leaf'); // the Hindi name keeps its longer reading
  });

  it('reads Croatian, Slovene and Romanian names', () => {
    expect(toEnglish('crveni luk')).toBe('onion');
    expect(toEnglish('bijeli luk')).toBe('garlic');
    expect(toEnglish('režnja češnjaka')).toBe('garlic clove');
    expect(toEnglish('glatko brašno')).toBe('all-purpose flour');
    expect(toEnglish('kiselo vrhnje')).toBe('sour cream');
    expect(toEnglish('maslinovog ulja')).toBe('olive oil');
    expect(toEnglish('rajčice')).toBe('tomato');
    expect(toEnglish('bijeli papar')).toBe('white pepper');
    expect(toEnglish('česen')).toBe('garlic');
    expect(toEnglish('kisla smetana')).toBe('sour cream');
    expect(toEnglish('făină')).toBe('all-purpose flour');
    expect(toEnglish('usturoi')).toBe('garlic');
  });

  it('leaves English words alone that would read as those languages', () => {
    expect(toEnglish('kalamata olives')).toBe('kalamata olives'); // Czech "máta" is no compound's last part
    expect(toEnglish('sake')).toBe('sake');
    expect(toEnglish('mac and cheese')).toBe('mac and cheese');
    expect(toEnglish('malai kofta')).toBe('heavy cream kofta'); // Romanian "mălai" (cornmeal) left out
  });
});
