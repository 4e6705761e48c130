import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { TOAST_MS, toasterMounted, type Notice } from '../lib/toast';
import { useLayout } from '../lib/use-layout';

const DESTRUCTIVE = { background: 'var(--color-toast-danger)', color: '#fff' } as const;

function show({ title, description, variant = 'default', duration = TOAST_MS }: Notice): void {
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

const dismiss = () => void toast.dismiss();

/**
 * Toasts: yellow with dark teal text, one at a time (spec 000 sections 1 and 9). Loaded with the first toast
 * (see lib/toast.ts).
 */
export function AppToaster() {
  const layout = useLayout();
  // Sonner's Toaster subscribes to new toasts in an effect: the waiting notice is shown after it has.
  useEffect(() => {
    toasterMounted({ show, dismiss });
    return () => toasterMounted(null);
  }, []);
  // Phones: a tap on a toast dismisses it. A tap left sonner's hover state on, which held it on the screen.
  useEffect(() => {
    if (layout !== 'mobile') return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-sonner-toast]')) toast.dismiss();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [layout]);
  return (
    <Toaster
      visibleToasts={1}
      // Phones: at the top, over the 64 px header, clear of bottom sheets and the bottom bar. Below the header
      // it covered a dialog's title and the meal plan's top controls; a tap on it dismisses it (see above).
      position={layout === 'mobile' ? 'top-center' : 'bottom-right'}
      mobileOffset={{ top: 6 }}
      duration={TOAST_MS}
      closeButton
      toastOptions={{
        unstyled: false,
        style: { background: 'var(--color-toast)', color: 'var(--color-toast-ink)', border: 'none' },
        classNames: { title: 'font-bold', description: '!text-toast-ink/85' },
      }}
    />
  );
}
