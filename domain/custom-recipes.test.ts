import { describe, expect, it } from 'vitest';
import { ingredientLine, ingredientRow } from './custom-recipes';

describe('ingredientRow: a cookbook line in the Add New Recipe boxes', () => {
  it.each([
    ['1 cup kala chana (black chickpeas), soaked overnight', '1', 'cup', 'kala chana (black chickpeas), soaked overnight'],
    ['200g paneer, cubed', '200', 'g', 'paneer, cubed'],
    ['½ tsp ground turmeric', '½', 'tsp', 'ground turmeric'],
    ['1 1/2 tablespoons olive oil', '1 1/2', 'tablespoons', 'olive oil'],
    ['1-2 green chillies', '1-2', '', 'green chillies'],
    ['2 to 3 cloves garlic', '2 to 3', 'cloves', 'garlic'],
    ['2 large onions, sliced', '2', '', 'large onions, sliced'],
    ['1 14-ounce can coconut milk', '1', '', '14-ounce can coconut milk'],
    ['4x gousse d’ail', '4x', '', 'gousse d’ail'],
    ['salt to taste', '', '', 'salt to taste'],
    ['2 cups', '', '', '2 cups'],
    ['3 Tbsp. butter', '3', 'Tbsp.', 'butter'],
  ])('%s', (line, quantity, unit, name) => {
    const row = ingredientRow(line);
    expect(row).toEqual({ quantity, unit, name });
  });

  it('gives back the line as written, spaces aside', () => {
    for (const line of ['1 cup rice', '½ tsp salt', '1-2 green chillies', 'salt to taste', '2 large onions']) {
      expect(ingredientLine(ingredientRow(line))).toBe(line);
    }
    expect(ingredientLine(ingredientRow('200g paneer'))).toBe('200 g paneer');
  });
});
