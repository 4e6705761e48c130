import { clsx } from 'clsx';
import { useState } from 'react';
import { FALLBACK_PICTURE } from '../landing-pictures';

/** Catalogue pictures come in two sizes: /recipes/<slug>.webp (800 px) and /recipes/<slug>-sm.webp (400 px). */
function srcSetFor(picture: string): string | undefined {
  const match = /^\/recipes\/([a-z0-9-]+)\.webp$/.exec(picture);
  return match ? `/recipes/${match[1]}-sm.webp 400w, ${picture} 800w` : undefined;
}

interface RecipePictureProps {
  picture: string | null;
  sizes: string;
  className?: string;
  eager?: boolean;
}

/** A recipe's picture at 4:3, lazy unless told, with the stock picture when it is missing or fails to load. */
export function RecipePicture({ picture, sizes, className, eager = false }: RecipePictureProps) {
  const [failed, setFailed] = useState(false);
  const src = picture && !failed ? picture : FALLBACK_PICTURE;
  return (
    <img
      src={src}
      srcSet={src === FALLBACK_PICTURE ? undefined : srcSetFor(src)}
      sizes={sizes}
      alt=""
      width={800}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={clsx('aspect-[4/3] w-full bg-surface-2 object-cover', className)}
    />
  );
}
