// Pages built to make the importer's readers slow: each shape repeated up to a size (the fetch limit, 2 MB, by
// default). Nesting shapes open thousands of elements before closing them; flat ones repeat a block.

/** The shape repeated until the page holds `bytes`, with `close` after as many times (for nesting shapes). */
function filled(bytes: number, unit: string, close = ''): string {
  const times = Math.floor(bytes / (unit.length + close.length));
  return unit.repeat(times) + close.repeat(times);
}

const ldScript = (recipe: object) => `<script type="application/ld+json">${JSON.stringify(recipe)}</script>`;

export function hostilePages(bytes: number): Record<string, string> {
  const fill = (unit: string, close = '') => filled(bytes, unit, close);
  return {
    nestedParagraphs: fill('<div><p>1- Mix it all well', '</p></div>'),
    nestedDivs: fill('<div>2 cups flour', '</div>'),
    nestedLists: fill('<ul><li>1 egg', '</li></ul>'),
    nestedOrderedLists: fill('<ol><li>Mix the flour', '</li></ol>'),
    nestedSections: fill('<section><h2>Ingredients</h2><ul><li>1 egg</li></ul>', '</section>'),
    nestedIngredientHeadings: fill('<div><h2>Ingredients</h2><p>1 egg</p>', '</div>'),
    nestedTables: fill('<table><tr><td>1 cup flour', '</td></tr></table>'),
    nestedMicrodata: fill(
      '<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Cake</span><span itemprop="recipeIngredient">1 egg</span>',
      '</div>',
    ),
    headingsAndLists: fill(
      '<h2>Ingredients</h2><ul><li>1 egg</li><li>2 g salt</li></ul><h2>Method</h2><ol><li>Mix well.</li></ol>',
    ),
    headingsAndParagraphs: fill('<h2>Ingredients</h2><p>1 egg</p><h2>Method</h2><p>Mix</p>'),
    stepHeadings: fill('<h3>Step</h3><p>Mix</p>'),
    numberedParagraphs: fill('<p>1. Mix the flour with the water until smooth.</p>'),
    tableRows: `<table>${fill('<tr><td>1 cup</td><td>flour</td></tr>')}</table>`,
    lineBreaks: `<div>${fill('1 cup flour<br>')}</div>`,
    oneParagraph: `<p>${'a '.repeat(Math.floor(bytes / 2))}</p>`,
    methodHeadingsAfterData:
      ldScript({ '@type': 'Recipe', name: 'Cake', recipeIngredient: ['1 egg', '2 g salt'] }) +
      fill('<h2>Method</h2><p>Mix</p>'),
    dataAndListsAlike:
      ldScript({
        '@type': 'Recipe',
        name: 'Cake',
        recipeIngredient: Array.from({ length: 100 }, (_, i) => `${i} pound(s) salt${i}`),
        recipeInstructions: ['Mix'],
      }) +
      fill(`<ul>${Array.from({ length: 99 }, (_, i) => `<li>${i} pound salt${i}</li>`).join('')}<li>zzz</li></ul>`),
    dataOfThousandsOfLines: ldScript({
      '@type': 'Recipe',
      name: 'Cake',
      recipeIngredient: Array.from({ length: Math.floor(bytes / 1_100) }, (_, i) => `${i} ${'0'.repeat(1_000)} cups`),
      recipeInstructions: ['Mix'],
    }),
    deepJson: `<script type="application/ld+json">${fill('[', ']')}</script>`,
    deepAppState: `<script id="__NEXT_DATA__" type="application/json">${fill('{"a":', '}')}</script>`,
  };
}

/** A small real-shaped page: what a person imports while someone else's hostile page is read. */
export const PLAIN_PAGE = `<html><head>${ldScript({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Weeknight Masoor Dal',
  recipeYield: '4 servings',
  recipeIngredient: ['1 cup red lentils, rinsed', '3 cups water', '1 medium onion, chopped', '2 tbsp ghee'],
  recipeInstructions: ['Simmer the lentils in the water for 20 minutes.', 'Fry the onion in the ghee and stir it in.'],
})}</head><body><h1>Weeknight Masoor Dal</h1></body></html>`;
