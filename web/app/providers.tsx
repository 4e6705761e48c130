import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { useLayout } from '../lib/use-layout';
import { GlobalDialogs } from './global-dialogs';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

/** Toasts: yellow with dark teal text, one at a time (spec 000 sections 1 and 9). */
export function Providers() {
  const layout = useLayout();
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
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <GlobalDialogs />
      <Toaster
        visibleToasts={1}
        // Phones: at the top, over the 64 px header, clear of bottom sheets and the bottom bar. Below the header
        // it covered a dialog's title and the meal plan's top controls; a tap on it dismisses it (see above).
        position={layout === 'mobile' ? 'top-center' : 'bottom-right'}
        mobileOffset={{ top: 6 }}
        duration={5000}
        closeButton
        toastOptions={{
          unstyled: false,
          style: { background: 'var(--color-toast)', color: 'var(--color-toast-ink)', border: 'none' },
          classNames: { title: 'font-bold', description: '!text-toast-ink/85' },
        }}
      />
    </QueryClientProvider>
  );
}
