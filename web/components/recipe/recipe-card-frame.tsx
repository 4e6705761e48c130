import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface RecipeCardFrameProps {
  /** `stacked`: the picture on top (grids); `row`: a small picture at the side (phone lists). */
  layout?: 'stacked' | 'row';
  /** The picture (`RecipeImage` or the landing's `RecipePicture`), sized by the caller. */
  picture: ReactNode;
  /** Labels laid on the picture (cuisine, Trending); stacked only. */
  onPicture?: ReactNode;
  /** Buttons of the card: top right of the picture (stacked) or a column at the right (row). */
  actions?: ReactNode;
  /** Stacked: show the actions only on hover or focus from the `md` width up (always on touch screens). */
  revealActions?: boolean;
  title: string;
  titleClassName?: string;
  /** What a click on the card does: a callback (the detail view) or an address opened in a new tab. */
  onOpen?: () => void;
  href?: string;
  /** The lines under the title. */
  children?: ReactNode;
  /** What follows the card's content (the detail dialog it opens). */
  after?: ReactNode;
  label?: string;
}

/**
 * Every recipe card of the app: one frame, two layouts. The title is a button (or link) whose ::after
 * covers the card, so a click anywhere opens it; actions sit above that layer.
 */
export function RecipeCardFrame({
  layout = 'stacked',
  picture,
  onPicture,
  actions,
  revealActions = false,
  title,
  titleClassName,
  onOpen,
  href,
  children,
  after,
  label,
}: RecipeCardFrameProps) {
  const opens = Boolean(onOpen ?? href);
  const cover = 'text-left after:absolute after:inset-0 after:rounded-2xl';
  const heading = (
    <h3 className={clsx('line-clamp-2 leading-snug font-bold', titleClassName)}>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className={cover}>
          {title}
        </a>
      ) : onOpen ? (
        <button type="button" onClick={onOpen} className={cover}>
          {title}
        </button>
      ) : (
        title
      )}
    </h3>
  );
  const frame = clsx(
    'group relative flex h-full overflow-hidden rounded-2xl border border-line bg-surface transition',
    opens && 'hover:border-mint/60',
  );
  if (layout === 'row') {
    return (
      <article className={clsx(frame, 'gap-3 p-2')} aria-label={label}>
        {picture}
        <div className="flex min-w-0 flex-1 flex-col justify-center gap-1.5">
          {heading}
          {children}
        </div>
        {actions ? <div className="relative z-10 flex flex-col gap-1.5">{actions}</div> : null}
        {after}
      </article>
    );
  }
  return (
    <article className={clsx(frame, 'flex-col')} aria-label={label}>
      <div className="relative">
        {picture}
        {onPicture}
      </div>
      {actions ? (
        <div
          className={clsx(
            'absolute top-2 right-2 z-10 flex gap-1.5',
            revealActions && 'transition md:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100',
          )}
        >
          {actions}
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-3">
        {heading}
        {children}
      </div>
      {after}
    </article>
  );
}

/** A line of small facts (time, calories, rating), pushed to the bottom of the card unless told. */
export function RecipeFacts({ children, atBottom = true }: { children: ReactNode; atBottom?: boolean }) {
  return (
    <div className={clsx('flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted', atBottom && 'mt-auto')}>
      {children}
    </div>
  );
}

export function RecipeFact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon className="size-3.5" aria-hidden /> {children}
    </span>
  );
}
