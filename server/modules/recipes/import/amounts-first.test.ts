import { describe, expect, it } from 'vitest';
import { amountsFirst } from './amounts-first';

describe('a list written food first', () => {
  it('puts each amount before its food, and leaves a food alone as it is', () => {
    expect(
      amountsFirst([
        'hladká múka, 460 g (na kysnuté cesto)',
        'mlieko, 250 ml',
        'jogurt smotanový, 1,5 PL',
        'vajcia, 2 ks celé',
        'soľ, štipka',
        'syr, strúhaný',
        'vajce',
      ]),
    ).toEqual([
      '460 g (na kysnuté cesto) hladká múka',
      '250 ml mlieko',
      '1,5 PL jogurt smotanový',
      '2 ks celé vajcia',
      'štipka soľ',
      'strúhaný syr',
      'vajce',
    ]);
    expect(amountsFirst(['Ground beef, 300 g', 'Onion, 1 large'])).toEqual(['300 g Ground beef', '1 large Onion']);
  });

  it('leaves an ordinary list as written', () => {
    // amount first already, with a note after a comma
    expect(amountsFirst(['2 onions, chopped', '1 tbsp oil', 'Salt, to taste'])).toBeNull();
    // notes after commas, not amounts
    expect(amountsFirst(['Garlic, minced', 'Parsley, chopped', 'Butter, 2 tbsp'])).toBeNull();
    // one line of the list is amount first: the list is not written food first
    expect(amountsFirst(['Flour, 200 g', 'Milk, 250 ml', '2 eggs'])).toBeNull();
    expect(amountsFirst(['Milk, 250 ml'])).toBeNull();
  });
});
