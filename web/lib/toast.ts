import { toast } from 'sonner';

/** Toast durations (spec 000 section 9): success about 5 s, the password-reset toast 6 s. */
export const TOAST_MS = 5000;
export const RESET_TOAST_MS = 6000;

interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'info';
  duration?: number;
}

const DESTRUCTIVE = { background: 'var(--color-toast-danger)', color: '#fff' } as const;

/** The one toast helper: at most one toast is visible, and a new one replaces the current one. */
export function notify({ title, description, variant = 'default', duration = TOAST_MS }: Notice): void {
  toast.dismiss();
  // Destructive: red with white text (the spec's destructive style), so a failure never looks like a success.
  const options = {
    description,
    duration,
    className: variant === 'destructive' ? 'toast-destructive' : undefined,
    style: variant === 'destructive' ? DESTRUCTIVE : undefined,
  };
  if (variant === 'destructive') toast.error(title, options);
  else if (variant === 'info') toast.info(title, options);
  else toast(title, options);
}
