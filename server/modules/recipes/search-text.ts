import { sql } from 'drizzle-orm';
import { synonymsOf } from '../../../domain/ingredients/lexicon';
import { allowedEdits, editDistance } from '../../../domain/ingredients/words';

export { editDistance };
import type { Db } from '../../db/client';
import { selectRows } from './raw-rows';

/**
 * The text half of recipe search: the words of a query, each misspelt word corrected against the word
 * list of the catalogue (recipe_search_terms) by trigram similarity, and the full-text query built from
 * them, each word widened to its other names in the ingredient lexicon (docs/decisions/006-recipe-search.md).
 */

const MAX_WORDS = 8;
const MAX_CORRECTIONS = 3;
const MAX_COMPLETIONS = 5;
/** A two-letter word ("ch") is the start of a word being typed: more of the words it starts are searched. */
const MAX_SHORT_COMPLETIONS = 12;

/**
 * The words of a search text: lower-case runs of letters and digits, in order, without repeats. A letter's signs
 * stay with it: Hindi writes its vowels as marks ("आलू" is one word, not "आल").
 */
export function searchWords(text: string | undefined): string[] {
  const words = (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** The trigram neighbours of a word within its allowed edits, keeping only the fewest-edit ones. */
function closestTerms(word: string, similar: readonly string[]): string[] {
  const scored = similar
    .map((term) => ({ term, edits: editDistance(word, term) }))
    .filter((t) => t.edits <= allowedEdits(word.length));
  const best = Math.min(...scored.map((t) => t.edits));
  return scored
    .filter((t) => t.edits === best)
    .map((t) => t.term)
    .slice(0, MAX_CORRECTIONS);
}

type WordFacts = {
  word: string;
  /** The word is an English stop word ("the", "with"): full-text search ignores it. */
  stop: boolean;
  /** Known words that start with it ("panee" → paneer, "ch" → chana, cheese...), shortest first; null when it is a known word itself or one letter. */
  completions: string[] | null;
  /** Known words similar to it by trigrams (similarity over pg_trgm's threshold, 0.3), closest first. */
  similar: string[] | null;
};

export interface TextQuery {
  /**
   * to_tsquery('english') input: each word or'ed with its completions or corrections, the words and'ed.
   * Whole lexemes only: a prefix match (`:*`) would make the index scan every lexeme with that prefix.
   */
  tsquery: string;
  /** The words searched for, for trigram similarity against titles in ranking. */
  text: string;
  /** The known words each word was widened to. */
  expansions: Record<string, string[]>;
  /** Some word is neither a known word nor close to one ("paneertikka"): worth a trigram search of titles. */
  unresolved: boolean;
}

/** A known word as a tsquery operand: hyphenated terms ("pan-fried") become phrases. */
const operand = (term: string) =>
  term
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' <-> ');

/**
 * The full-text query for a search text, or null when nothing searchable is left (only stop words or
 * punctuation). One round trip: stop words, completions and trigram neighbours of every word at once.
 */
export async function buildTextQuery(db: Db, text: string | undefined): Promise<TextQuery | null> {
  const words = searchWords(text);
  if (!words.length) return null;
  const rows = await selectRows<WordFacts>(
    db,
    sql`
    select w.word,
      numnode(to_tsquery('english'::regconfig, w.word)) = 0 as stop,
      case when length(w.word) >= 2 and not exists (select 1 from recipe_search_terms k where k.term = w.word) then
        array(select term from recipe_search_terms where term like w.word || '%' order by length(term), term
              limit case when length(w.word) = 2 then ${sql.raw(String(MAX_SHORT_COMPLETIONS))} else ${sql.raw(String(MAX_COMPLETIONS))} end)
      end as completions,
      array(select term from recipe_search_terms where length(w.word) >= 3 and term % w.word
            order by similarity(term, w.word) desc, term limit 10) as similar
    from unnest(${`{${words.join(',')}}`}::text[]) as w(word)`,
  );
  const facts = new Map(rows.map((r) => [r.word, r]));
  const kept = words.filter((w) => !facts.get(w)?.stop);
  if (!kept.length) return null;
  const expansions: Record<string, string[]> = {};
  let unresolved = false;
  const groups = kept.map((word) => {
    const fact = facts.get(word);
    const completions = fact?.completions ?? [];
    const known = fact?.completions === null;
    const widened = known ? [] : completions.length ? completions : closestTerms(word, fact?.similar ?? []);
    if (widened.length) expansions[word] = widened;
    else if (!known) unresolved = true;
    // the lexicon's other names for the word and for its corrections: "aloo" also finds potato recipes
    const synonyms = [word, ...widened].flatMap((w) => synonymsOf(w));
    const alternatives = [...new Set([word, ...[...widened, ...synonyms].map(operand)])].filter((a) => a !== '');
    return alternatives.length === 1 ? word : `(${alternatives.join(' | ')})`;
  });
  return { tsquery: withPhraseSynonyms(kept, groups).join(' & '), text: kept.join(' '), expansions, unresolved };
}

/**
 * Two neighbouring words that name an ingredient with other names ("double cream") become one group:
 * the phrase or any of its other names ("heavy cream"), instead of each word on its own.
 */
function withPhraseSynonyms(words: readonly string[], groups: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const phrase = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : '';
    const synonyms = phrase ? synonymsOf(phrase) : [];
    if (synonyms.length) {
      out.push(`(${[phrase, ...synonyms].map(operand).join(' | ')})`);
      i += 1;
    } else out.push(groups[i] ?? '');
  }
  return out;
}
