import { clsx } from 'clsx';
import { useState } from 'react';

export const FALLBACK_RECIPE_PICTURE = '/recipes/fallback.webp';

/** The 400 px variant of a catalogue picture: /recipes/<slug>-sm.webp for /recipes/<slug>.webp. */
export function smallPicture(picture: string): string {
  const match = /^(\/recipes\/[a-z0-9-]+)\.webp$/.exec(picture);
  return match && !picture.endsWith('-sm.webp') ? `${match[1]}-sm.webp` : picture;
}

interface RecipeImageProps {
  picture: string | null;
  /** The small variant (cards) or the full picture (details). */
  size?: 'sm' | 'full';
  className?: string;
  eager?: boolean;
}

/** A recipe's picture at 4:3, with the stock picture when it is missing or fails to load. */
export function RecipeImage({ picture, size = 'sm', className, eager = false }: RecipeImageProps) {
  const [failed, setFailed] = useState(false);
  const wanted = picture ? (size === 'sm' ? smallPicture(picture) : picture) : null;
  return (
    <img
      src={wanted && !failed ? wanted : FALLBACK_RECIPE_PICTURE}
      alt=""
      width={400}
      height={300}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={clsx('aspect-[4/3] w-full bg-surface-2 object-cover', className)}
    />
  );
}
