import { clsx } from 'clsx';

/** A bar filled to a percent, capped at 100 (spec 001 section 9). */
export function ProgressBar({ percent, label, className }: { percent: number; label: string; className?: string }) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={clsx('h-2.5 overflow-hidden rounded-full bg-page', className)}
    >
      <div className="h-full rounded-full bg-mint transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}
