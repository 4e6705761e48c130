// Titles, descriptions and method steps of synthetic recipes (scripts/catalogue/generate.ts).
// Steps say "oven" only for oven dishes and "deep-fry" only for deep-fried ones, as the flag rules read them.
import type { Family, Kind } from './lexicon';

/** The name a cookbook line uses for a food: its plain name, else its first alias. */
export function labelOf(food: { name: string; aliases: readonly string[] }): string {
  return /[,(/]/.test(food.name) && food.aliases[0] ? food.aliases[0] : food.name.toLowerCase();
}

export interface TitleParts {
  prefix: string | null; // a region or cuisine: "Kerala", "Mexican"
  lead: string | null; // an adjective or method word: "Smoky", "Grilled"
  flavour: string | null; // "Chipotle"
  main: string; // "Black Bean"
  dish: string; // "Chili", or '' for "Grilled Salmon with Asparagus"
  side: string | null; // "Peas"
  sideStyle: 'with' | 'and' | null;
}

const MAX_TITLE = 80;

export function buildTitle(p: TitleParts): string {
  const attempt = (parts: TitleParts) => {
    const words: string[] = [];
    for (const w of [parts.prefix, parts.lead, parts.flavour]) if (w) words.push(w);
    words.push(parts.sideStyle === 'and' && parts.side ? `${parts.main} and ${parts.side}` : parts.main);
    if (parts.dish) words.push(parts.dish);
    let title = words.join(' ');
    if (parts.sideStyle === 'with' && parts.side) title += ` with ${parts.side}`;
    // "Chili Chili", "Coconut Coconut": a word said twice in a row reads as a typo
    return title.replace(/\b(\w+) \1\b/gi, '$1');
  };
  let title = attempt(p);
  for (const drop of ['prefix', 'lead', 'flavour', 'sideStyle'] as const) {
    if (title.length <= MAX_TITLE) break;
    title = attempt((p = { ...p, [drop]: null }));
  }
  return title.slice(0, MAX_TITLE);
}

const METHOD_PHRASE: Record<string, string> = {
  Simmered: 'gently simmered',
  Boiled: 'poached until tender',
  'Pressure-cooked': 'cooked under pressure',
  'Slow-cooked': 'slow-cooked until meltingly tender',
  Braised: 'braised low and slow',
  Baked: 'baked until golden',
  Roasted: 'roasted until caramelised at the edges',
  Grilled: 'grilled over high heat',
  Tandoor: 'charred in a tandoor',
  'Stir-fried': 'stir-fried in a smoking-hot wok',
  Sauteed: 'quickly sautéed',
  'Pan-fried': 'pan-seared until crisp',
  'Deep-fried': 'deep-fried until crisp',
  Steamed: 'steamed until just set',
  'No-cook': 'put together with no cooking at all',
};
const COURSE_WORD: Record<string, string> = {
  'Main Course': 'main course',
  Dinner: 'dinner',
  Lunch: 'lunch',
  'Light Meal': 'light meal',
  Snack: 'snack',
  'Side Dish': 'side dish',
  Breakfast: 'breakfast',
  Dessert: 'dessert',
};

export interface DescriptionParts {
  cuisine: string;
  course: string;
  method: string;
  tags: string[]; // "vegan", "gluten-free", "high-protein"...
  main: string;
  side: string | null;
  flavour: string | null;
  minutes: number;
  servings: number;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

export function buildDescription(d: DescriptionParts, variant: number): string {
  const tags = d.tags.length ? `${d.tags.slice(0, 2).join(', ')} ` : '';
  const what = `${d.main}${d.side ? ` and ${d.side}` : ''}${d.flavour ? `, lifted with ${d.flavour}` : ''}`;
  const course = COURSE_WORD[d.course] ?? d.course.toLowerCase();
  const method = METHOD_PHRASE[d.method] ?? 'cooked';
  const time = `${d.minutes} minutes`;
  switch (variant % 3) {
    case 0: {
      const a = article(tags || d.cuisine);
      return `${a[0]!.toUpperCase()}${a.slice(1)} ${tags}${d.cuisine} ${course} of ${what}, ${method} and ready in ${time}. Serves ${d.servings}.`;
    }
    case 1:
      return `${d.cuisine}-style ${what}, ${method}: ${article(tags || course)} ${tags}${course} that takes ${time} from start to finish and serves ${d.servings}.`;
    default:
      return `Made for ${d.servings}, this ${tags}${course} brings together ${what}, ${method}, in about ${time}.`;
  }
}

export interface StepParts {
  kind: Kind;
  family: Family;
  method: string;
  main: string;
  side: string | null;
  base: string | null;
  aromatics: string | null;
  seasonings: string | null;
  fat: string | null;
  sweetener: string | null;
  cook: number;
}

export function buildSteps(s: StepParts): string[] {
  const fat = s.fat ? `the ${s.fat}` : 'a splash of water';
  const extras = [s.base, s.side].filter(Boolean).join(' and ');
  const all = [s.main, s.base, s.side].filter((x): x is string => Boolean(x));
  const everything = all.length > 1 ? `${all.slice(0, -1).join(', ')} and ${all.at(-1)}` : s.main;
  const prep = `Prepare the ${s.main}${s.side ? ` and the ${s.side}` : ''}${s.aromatics ? `, and chop the ${s.aromatics}` : ''}.`;
  const season =
    s.kind === 'D'
      ? `Stir in the ${s.sweetener ?? 'sweetener'}${s.seasonings ? ` and the ${s.seasonings}` : ''} until dissolved.`
      : `Season with ${s.seasonings ? `the ${s.seasonings} and ` : ''}salt.`;
  const finish =
    s.kind === 'D'
      ? 'Let it rest for a few minutes, then serve.'
      : `Taste, adjust the salt and serve hot${s.side ? ` with the ${s.side}` : ''}.`;
  const cook = s.cook;
  switch (s.family) {
    case 'wet': {
      const how: Record<string, string> = {
        Boiled: `Bring to the boil, then cook gently for ${cook} minutes.`,
        'Pressure-cooked': `Seal the pressure cooker and cook for ${cook} minutes, then let the pressure release naturally.`,
        'Slow-cooked': `Transfer to a slow cooker and cook on low for ${Math.round(cook / 60)} hours, until very tender.`,
        Braised: `Cover tightly and braise over low heat for ${cook} minutes, turning once.`,
      };
      return [
        prep,
        `Warm ${fat} in a heavy pot and cook the ${s.aromatics ?? s.main} until fragrant.`,
        `Add the ${everything} with enough liquid to cover.`,
        how[s.method] ?? `Cover and simmer gently for ${cook} minutes, stirring now and then.`,
        season,
        finish,
      ];
    }
    case 'oven': {
      const verb = s.method === 'Roasted' ? 'Roast' : 'Bake';
      return [
        `Heat the oven to ${s.method === 'Roasted' ? '220°C (425°F)' : '190°C (375°F)'} and grease a baking dish.`,
        prep,
        `Toss the ${everything} with ${fat}. ${season}`,
        `${verb} for ${cook} minutes, until golden and cooked through.`,
        finish,
      ];
    }
    case 'fire': {
      const how =
        s.method === 'Tandoor'
          ? `Thread onto skewers and cook in a very hot tandoor or under a hot grill for ${cook} minutes, turning once.`
          : `Grill over high heat for ${cook} minutes, turning until charred in places.`;
      return [
        prep,
        `Coat the ${s.main} with ${fat}. ${season}`,
        'Leave to marinate for 15 minutes while the grill heats.',
        how,
        finish,
      ];
    }
    case 'fry':
      return [
        prep,
        `Coat the ${s.main}${s.base ? ` in the ${s.base}` : ''}. ${season}`,
        'Heat the oil in a deep pan to 180°C (350°F).',
        `Deep-fry in small batches for ${cook} minutes, until crisp, and drain on paper towels.`,
        finish,
      ];
    case 'steam':
      return [
        prep,
        `Mix the ${s.main}${extras ? ` with the ${extras}` : ''}. ${season}`,
        'Bring water to a rolling boil in a steamer.',
        `Steam for ${cook} minutes, until cooked through.`,
        finish,
      ];
    case 'raw':
      return [
        prep,
        `Combine the ${everything} in a large bowl.`,
        `${s.fat ? `Drizzle with ${fat}. ` : ''}${season}`,
        'Chill for 10 minutes so the flavours come together.',
        finish,
      ];
    default: {
      const verb = s.method === 'Stir-fried' ? 'Stir-fry' : s.method === 'Sauteed' ? 'Sauté' : 'Pan-fry';
      return [
        prep,
        `Heat ${fat} in a ${s.method === 'Stir-fried' ? 'wok' : 'large skillet'} over medium-high heat.`,
        `${s.aromatics ? `Add the ${s.aromatics} and cook for a minute, then ${verb.toLowerCase()}` : verb} the ${s.main}${extras ? ` with the ${extras}` : ''} for ${Math.max(1, cook)} minutes.`,
        season,
        finish,
      ];
    }
  }
}
