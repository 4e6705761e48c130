import { ILLUSTRATION_WIDTHS, illustration, FALLBACK_PICTURE, srcSetOf } from '../landing-pictures';

interface IllustrationProps {
  kind: 'steps' | 'features';
  name: string;
  sizes: string;
  className?: string;
}

/** A step or feature illustration: 4:3, responsive, lazy (they are below the fold). */
export function Illustration({ kind, name, sizes, className }: IllustrationProps) {
  return (
    <img
      src={illustration(kind, name, 800)}
      srcSet={srcSetOf(ILLUSTRATION_WIDTHS, (w) => illustration(kind, name, w))}
      sizes={sizes}
      alt=""
      width={800}
      height={600}
      loading="lazy"
      decoding="async"
      onError={(e) => {
        e.currentTarget.srcset = '';
        e.currentTarget.src = FALLBACK_PICTURE;
      }}
      className={`aspect-[4/3] w-full bg-surface-2 object-cover ${className ?? ''}`}
    />
  );
}
