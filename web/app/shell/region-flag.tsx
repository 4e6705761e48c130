import { clsx } from 'clsx';

const HEIGHTS = { 16: 12, 20: 15 } as const;

/**
 * A region's flag, decorative (`alt=""`): the region's name is always beside it or in its control's label.
 * The pictures are hand-drawn 4:3 SVGs in web/public/flags, as emoji flags show as letters on Windows and
 * many Linux desktops. The inset hairline keeps white and dark flags distinct from the page.
 */
export function RegionFlag({
  code,
  width = 20,
  className,
}: {
  code: string;
  width?: keyof typeof HEIGHTS;
  className?: string;
}) {
  return (
    <img
      src={`/flags/${code.toLowerCase()}.svg`}
      alt=""
      width={width}
      height={HEIGHTS[width]}
      draggable={false}
      className={clsx('inline-block shrink-0 rounded-[2px] outline-1 -outline-offset-1 outline-ink/25', className)}
    />
  );
}
