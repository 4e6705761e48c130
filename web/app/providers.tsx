import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { lazy, Suspense } from 'react';
import { useToasterWanted } from '../lib/toast';
import { GlobalDialogs } from './global-dialogs';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

// Sonner loads with the first toast (decision 034).
const AppToaster = lazy(() => import('./toaster').then((m) => ({ default: m.AppToaster })));

export function Providers() {
  const toasts = useToasterWanted();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <GlobalDialogs />
      {toasts ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
