import { Link } from 'react-router';
import { APP_NAME } from '../../../domain/app';

/** The mark (a plate with rising steam), drawn inline so the header paints without a request. */
function Mark() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className="size-8 shrink-0">
      <circle cx="32" cy="36" r="19" fill="#f6c945" />
      <circle cx="32" cy="36" r="12" fill="#0d2b2e" />
      <path
        d="M25 13c3 4 3 8 0 12M33 11c3 4 3 8 0 12M41 13c3 4 3 8 0 12"
        stroke="#5fd3bc"
        strokeWidth="3.2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The logo, which returns to / (spec 000 section 2). `compact` drops the name on the narrowest phones. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-black tracking-tight"
      aria-label={`${APP_NAME} home`}
    >
      <Mark />
      <span className={compact ? 'max-[419px]:sr-only' : undefined}>{APP_NAME}</span>
    </Link>
  );
}
