import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';

const PAGE_URL = 'https://bakery.example/formulas/seeded-rolls/';

const formulaPage = `<!doctype html><html><head><title>Seeded rolls - Bakery</title></head><body>
  <h1>Seeded rolls</h1>
  <div class="tabs">
    <div class="tab-head" id="head-ingredients"><a href="#">Ingredients</a></div>
    <div class="tab-body" id="tab-ingredients">
      <div class="row">
        <div class="col-12"><span class="label">Dough</span></div>
        <div class="col-6"><span class="sr-only">Ingredient</span></div>
        <div class="col-3"><span>KG</span></div>
        <div class="col-3"><span>%</span></div>
        <div class="col-6">Strong white flour</div><div class="col-3">2.000</div><div class="col-3">100.00</div>
        <div class="col-6"><a href="/products/seed-mix">Seed mix</a></div><div class="col-3">0.400</div><div class="col-3">20.00</div>
        <div class="col-6">Water</div><div class="col-3">1.200</div><div class="col-3">60.00</div>
      </div>
      <div class="row"><div class="col-9"><strong>Total weight</strong>: 3.600</div></div>
      <div class="row">
        <div class="col-12"><span class="label">Topping</span></div>
        <div class="col-6"><span class="sr-only">Ingredient</span></div>
        <div class="col-3"><span>KG</span></div>
        <div class="col-3"><span>%</span></div>
        <div class="col-6">Poppy seeds</div><div class="col-3">-</div><div class="col-3">-</div>
        <div class="col-6">Egg wash</div><div class="col-3">0.100</div><div class="col-3">5.00</div>
      </div>
    </div>
    <div class="tab-head" id="head-method"><a href="#">Method</a></div>
    <div class="tab-body" id="tab-method">
      <ol><li>Mix the flour, seeds and water for 10 minutes.</li><li>Divide, shape and top the rolls.</li>
      <li>Bake at 230°C for 14 minutes.</li></ol>
      <p><strong>Yield</strong>: 60 rolls</p>
    </div>
  </div>
</body></html>`;

describe('extractRecipe from ingredients drawn as a grid of cells', () => {
  it('reads each row as amount, the unit its column names, and food; a group name above its rows', () => {
    expect(extractRecipe(formulaPage, PAGE_URL)).toMatchObject({
      title: 'Seeded rolls',
      ingredients: [
        '2.000 kg Strong white flour',
        '0.400 kg Seed mix',
        '1.200 kg Water',
        'Poppy seeds',
        '0.100 kg Egg wash',
      ],
      ingredientGroups: [
        { name: 'Dough', first: 0 },
        { name: 'Topping', first: 3 },
      ],
      instructions: [
        'Mix the flour, seeds and water for 10 minutes.',
        'Divide, shape and top the rolls.',
        'Bake at 230°C for 14 minutes.',
      ],
    });
  });

  it('reads a grid between an Ingredients heading and a Method heading, in elements named after nothing', () => {
    const html = `<html><head><title>Pancakes</title></head><body><main>
      <h2>Ingredients</h2>
      <div class="grid"><span>Plain flour</span><span>200 g</span><span>Milk</span><span>300 ml</span>
      <span>Eggs</span><span>2</span></div>
      <h2>Method</h2>
      <p>Whisk everything to a smooth batter and rest it for 30 minutes.</p>
      <p>Fry thin pancakes in a hot buttered pan.</p>
    </main></body></html>`;
    expect(extractRecipe(html, PAGE_URL)).toMatchObject({
      ingredients: ['200 g Plain flour', '300 ml Milk', '2 Eggs'],
      instructions: [
        'Whisk everything to a smooth batter and rest it for 30 minutes.',
        'Fry thin pancakes in a hot buttered pan.',
      ],
    });
    // each row an element of its own, the amount first
    const rows = html.replace(
      /<div class="grid">[\s\S]*?<\/div>/,
      '<div class="r"><b>200 g</b><b>Plain flour</b></div><div class="r"><b>300 ml</b><b>Milk</b></div>' +
        '<div class="r"><b>2</b><b>Eggs</b></div>',
    );
    expect(extractRecipe(rows, PAGE_URL)?.ingredients).toEqual(['200 g Plain flour', '300 ml Milk', '2 Eggs']);
  });

  it('reads table rows whose amount is a range, carries a size word, or is left empty', () => {
    const row = (name: string, amount: string) => `<tr><td>${name}</td><td><span>${amount}</span></td></tr>`;
    const html = `<html><head><title>Risotto</title></head><body><main>
      <h2>Zutaten</h2>
      <table><tbody>${row('Knoblauchzehen, frisch', '3 mittelgross')}${row('Butter zum Dünsten', '')}
      ${row('Gemüsebouillon, heiss', '3,5 - 4 dl')}${row('Risottoreis', '150 g')}
      ${row('Sbrinz, gerieben', '2 - 3 EL')}</tbody></table>
      <h2>Zubereitung</h2>
      <p>Knoblauch in Butter andünsten, den Reis kurz mitdünsten.</p>
      <p>Nach und nach die heisse Bouillon dazugiessen und den Käse daruntermischen.</p>
    </main></body></html>`;
    expect(extractRecipe(html, PAGE_URL)?.ingredients).toEqual([
      '3 mittelgross Knoblauchzehen, frisch',
      'Butter zum Dünsten',
      '3,5 - 4 dl Gemüsebouillon, heiss',
      '150 g Risottoreis',
      '2 - 3 EL Sbrinz, gerieben',
    ]);
  });

  it('reads a table row as one line when its food sits deep in its cell, and a cell named the amount as its amount', () => {
    const row = (amount: string, food: string) =>
      `<tr class="recipe-row"><td class="recipe-ingredients__amount">${amount}</td>
      <td><div class="checkbox"><label><span><a href="/foods/x/">${food}</a></span></label></div></td></tr>`;
    const html = `<html><head><title>Palacinky</title></head><body><main>
      <h2>Suroviny</h2>
      <table class="table"><tbody>${row('500&nbsp;ml', 'mlieko')}${row('10 &nbsp;PL', 'múka hladká')}
      ${row('2 &nbsp;ks celé', 'vajcia')}${row('1 ks&nbsp;bal.', 'cukor vanilkový')}${row('štipka', 'soľ')}</tbody></table>
      <h2>Postup</h2>
      <p>Všetky suroviny si dáme do jednej misky a vymiešame hladké cesto.</p>
      <p>Na rozohriatej panvici pečieme tenké palacinky z oboch strán.</p>
    </main></body></html>`;
    expect(extractRecipe(html, PAGE_URL)?.ingredients).toEqual([
      '500 ml mlieko',
      '10 PL múka hladká',
      '2 ks celé vajcia',
      '1 ks bal. cukor vanilkový',
      'štipka soľ',
    ]);
  });
  it('reads a Chinese table of ingredients in groups, and the method under "…的做法"', () => {
    const row = (name: string, amount: string) =>
      `<tr><td class="name"><a href="/c/1">${name}</a></td><td class="unit">${amount}</td></tr>`;
    const group = (name: string) =>
      `<tr class="delimiter"><td class="name bold-font">${name}</td><td class="unit"></td></tr>`;
    const html = `<html><head><title>蓝莓巴斯克</title></head><body><h1>蓝莓巴斯克</h1>
      <h2>用料</h2><div class="ings"><table>${group('巴斯克')}${row('奶油奶酪', '250克')}${row('鸡蛋', '2个')}
      ${group('装饰')}${row('番茄', '一个半')}${row('糖粉', '适量')}</table></div>
      <h2>蓝莓巴斯克的做法</h2>
      <p>奶油奶酪软化后加入糖粉搅拌均匀。</p><p>分次加入鸡蛋，倒入模具，烤箱220度烤25分钟。</p></body></html>`;
    expect(extractRecipe(html, PAGE_URL)).toMatchObject({
      ingredients: ['250克 奶油奶酪', '2个 鸡蛋', '一个半 番茄', '适量 糖粉'],
      ingredientGroups: [
        { name: '巴斯克', first: 0 },
        { name: '装饰', first: 2 },
      ],
      instructions: ['奶油奶酪软化后加入糖粉搅拌均匀。', '分次加入鸡蛋，倒入模具，烤箱220度烤25分钟。'],
    });
  });

  it('reads a number whose unit a unit switch keeps in an attribute, under a heading; a button is no group', () => {
    const html = `<html><head><title>Soup</title></head><body><div class="ingredients-box">
      <a class="button small-button" onclick="toggle()">Make it dairy free</a>
      <h4>Soup</h4>
      <div><b data-primary-unit="g" data-secondary-unit="cup">195</b>&nbsp;<span>ham, shaved</span></div>
      <div><b data-primary-unit="ml">625</b> <span>chicken stock</span></div>
      <div><b>2</b> <span>carrots</span></div>
    </div><div class="method"><ol><li>Simmer the stock with the carrots and ham for 20 minutes.</li></ol></div>
    </body></html>`;
    expect(extractRecipe(html, PAGE_URL)).toMatchObject({
      ingredients: ['195 g ham, shaved', '625 ml chicken stock', '2 carrots'],
      // the heading names the group ("Soup" is no column: a lone column's label names a unit)
      ingredientGroups: [{ name: 'Soup', first: 0 }],
    });
  });

  it('reads a page nesting thousands of elements without failing, in well under 2 s', () => {
    const nested = `<html><body><h2>Ingredients</h2>${'<div>'.repeat(5000)}1 egg${'</div>'.repeat(5000)}
      <h2>Method</h2><p>Beat the egg well with a fork and fry it.</p>
      <div class="ingredients">${'<div class="ingredients">'.repeat(3000)}x${'</div>'.repeat(3000)}</div></body></html>`;
    const started = performance.now();
    expect(extractRecipe(nested, PAGE_URL)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('finds no grid in a page of prose and prices', () => {
    const html = formulaPage.replace(
      /<div class="tab-body" id="tab-ingredients">[\s\S]*?<div class="tab-head" id="head-method">/,
      '<div class="tab-body" id="tab-ingredients"><p>Ask us for the formula.</p><div>Price</div><div>4.99</div></div><div class="tab-head" id="head-method">',
    );
    expect(extractRecipe(html, PAGE_URL)).toBeNull();
  });
});
