import { useEffect, useRef, useState } from 'react';
import type { BuiltRecipe } from '../../../../domain/pantry';
import { useBuildRecipes, useRecipesFromPantry } from '../api';
import type { BuildFieldsValue } from './build-fields';

export interface Builder {
  fields: BuildFieldsValue;
  setFields(fields: BuildFieldsValue): void;
  /** Runs the search for the primary (and secondary) ingredient; false when the primary is blank. */
  search(): boolean;
  /** The shown results, or undefined before any search. */
  results: BuiltRecipe[] | undefined;
  busy: boolean;
  /** A primary/secondary search is running (the button says so). */
  building: boolean;
  /** The pantry ingredients the results are for, when they came from a pantry scan. */
  pantry: string[] | null;
  /** What the results are for, in words: 'aloo and tomato'. */
  asked: string;
}

/**
 * The state of Build from Ingredients, kept above the layout so that a phone turned sideways keeps its
 * results. With ingredients carried from a pantry scan it starts with recipes for all of them.
 */
export function useBuilder(ingredients: readonly string[] = []): Builder {
  const [fields, setFields] = useState<BuildFieldsValue>({
    primary: ingredients[0] ?? '',
    secondary: ingredients[1] ?? '',
    usePreferences: false,
  });
  const build = useBuildRecipes();
  const fromPantry = useRecipesFromPantry();
  const [shown, setShown] = useState<'build' | 'pantry' | null>(ingredients.length ? 'pantry' : null);
  const [pantry] = useState(() => [...ingredients]);
  const started = useRef(false);
  const { mutate: searchPantry } = fromPantry;

  useEffect(() => {
    if (started.current || !pantry.length) return;
    started.current = true;
    searchPantry({ ingredients: pantry, useDietaryPreferences: false });
  }, [pantry, searchPantry]);

  const busy = build.isPending || fromPantry.isPending;
  const search = () => {
    const primary = fields.primary.trim();
    if (!primary) return false;
    if (busy) return true;
    setShown('build');
    build.mutate({
      primaryIngredient: primary,
      secondaryIngredient: fields.secondary.trim() || undefined,
      useDietaryPreferences: fields.usePreferences,
    });
    return true;
  };
  return {
    fields,
    setFields,
    search,
    busy,
    building: build.isPending,
    results: shown === 'pantry' ? fromPantry.data?.recipes : shown === 'build' ? build.data?.recipes : undefined,
    pantry: shown === 'pantry' ? pantry : null,
    asked:
      shown === 'pantry'
        ? pantry.join(', ')
        : [fields.primary.trim(), fields.secondary.trim()].filter(Boolean).join(' and '),
  };
}
