import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { useLayout } from '../lib/use-layout';
import { GlobalDialogs } from './global-dialogs';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

/** Toasts: yellow with dark teal text, one at a time (spec 000 sections 1 and 9). */
export function Providers() {
  const layout = useLayout();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <GlobalDialogs />
      <Toaster
        visibleToasts={1}
        // Phones: at the top, clear of bottom sheets and the bottom bar, and below the 64 px header so its
        // buttons (account, region, help) stay reachable while a toast shows.
        position={layout === 'mobile' ? 'top-center' : 'bottom-right'}
        mobileOffset={{ top: 72 }}
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
