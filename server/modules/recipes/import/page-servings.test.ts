import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';
import { statedServings } from './page-servings';

describe('the servings a page states in its own text', () => {
  it('reads a recipe card’s statement, in English and the region’s languages', () => {
    expect(statedServings('<p>Prep: 5 mins<br/>Cook: 20 mins<br/>Serves 4</p>')).toBe('4 servings');
    expect(statedServings('<h4><span>SERVES: 2</span></h4>')).toBe('2 servings');
    expect(statedServings('<div class="servings">6\n\t\tServings</div>')).toBe('6 servings');
    expect(statedServings('<h4>Ingredients for 5 (small) servings</h4>')).toBe('5 servings');
    expect(statedServings('<span>Yield:</span> <span>4</span>')).toBe('4 servings');
    expect(statedServings('<div><span># of servings</span>8</div>')).toBe('8 servings');
    expect(statedServings('<p>2 Portionen als Hauptgericht</p>')).toBe('2 servings');
    expect(statedServings('<div>Pour 3 personnes</div>')).toBe('3 servings');
    expect(statedServings('<span>Serves 2-3</span>')).toBe('2 servings');
    expect(statedServings('<p>4 portioner</p>')).toBe('4 servings');
    expect(statedServings('<p>För 4 personer</p>')).toBe('4 servings');
    expect(statedServings('<p>For 6 people</p>')).toBe('6 servings');
    expect(statedServings('<span>6 adag</span>')).toBe('6 servings');
    expect(statedServings('<span>4 osobe</span>')).toBe('4 servings');
    expect(statedServings('<span>4 annosta</span>')).toBe('4 servings');
    // a bowl each: a post's heading over its list
    expect(statedServings('<h3>Pour 2 bols :</h3>')).toBe('2 servings');
    expect(statedServings('<h3>Pour 1 grand bol :</h3>')).toBe('1 serving');
    expect(statedServings('<p>For 2 big bowls</p>')).toBe('2 servings');
    expect(statedServings('<p>For 2 bowls of soup you need a deep pot</p>')).toBeNull();
  });

  it('reads the statement in other scripts', () => {
    expect(statedServings('<p>4 लोगों के लिए</p>')).toBe('4 servings');
    expect(statedServings('<span>4 افراد کے لیے</span>')).toBe('4 servings');
    expect(statedServings('<div>на 6 человек</div>')).toBe('6 servings');
    expect(statedServings('<li>Порций: 3</li>')).toBe('3 servings');
    expect(statedServings('<p>4 μερίδες</p>')).toBe('4 servings');
    expect(statedServings('<p>4 लोगों ने इसे पसंद किया और फिर से बनाया, बहुत स्वादिष्ट बना था</p>')).toBeNull();
  });

  it('reads no pieces, no measures and no sentences', () => {
    expect(statedServings('<p>Makes 24 cookies</p>')).toBeNull();
    expect(statedServings('<p>Makes 6 cups</p>')).toBeNull();
    expect(statedServings('<span>Servings: 2 pie crusts</span>')).toBeNull();
    expect(statedServings('<th>Per 1 serving</th>')).toBeNull();
    expect(
      statedServings('<p>This salad serves 4 people as a side and keeps well for two days in the fridge.</p>'),
    ).toBeNull();
    expect(statedServings('<script>var s = "Serves 4";</script><p>Dinner</p>')).toBeNull();
    expect(statedServings('<p>Serves 400</p>')).toBeNull();
  });

  it('fills the draft’s yield only when the structured data gives none', () => {
    const page = (yieldField: string) =>
      `<script type="application/ld+json">{"@type":"Recipe","name":"Soup",${yieldField}"recipeIngredient":["1 onion"],"recipeInstructions":["Cook."]}</script><p>Serves 4</p>`;
    expect(extractRecipe(page(''), 'https://example.com/')).toMatchObject({ yields: '4 servings', servings: 4 });
    expect(extractRecipe(page('"recipeYield":"6 servings",'), 'https://example.com/')).toMatchObject({ servings: 6 });
  });
});
