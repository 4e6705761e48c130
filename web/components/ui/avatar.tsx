import { clsx } from 'clsx';
import { useState } from 'react';
import { initials, type PersonLike } from '../../../domain/users';

const SIZES = { 32: 'size-8 text-xs', 48: 'size-12 text-base', 64: 'size-16 text-xl' } as const;

/** An avatar at 32, 48 or 64 px: the picture, else initials (spec 000 section 2). */
export function Avatar({
  person,
  image,
  size = 32,
  className,
}: {
  person: PersonLike;
  image?: string | null;
  size?: 32 | 48 | 64;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-mint font-extrabold text-brand-ink',
        SIZES[size],
        className,
      )}
    >
      {image && !failed ? (
        <img
          src={image}
          alt=""
          width={size}
          height={size}
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        <span aria-hidden>{initials(person)}</span>
      )}
    </span>
  );
}
