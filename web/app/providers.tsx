import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { useLayout } from '../lib/use-layout';
import { AuthDialog } from '../features/accounts/components/auth-dialog';
import { AddToPlanDialog } from '../features/recipes/components/add-to-plan-dialog';
import { SearchDialog } from '../features/recipes/components/search-dialog';
import { BuildDialog } from '../features/pantry/components/build-dialog';
import { PantryWizard } from '../features/pantry/components/pantry-wizard';
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
      <AuthDialog />
      <AddToPlanDialog />
      <SearchDialog />
      <BuildDialog />
      <PantryWizard />
      <Toaster
        visibleToasts={1}
        // Phones: at the top, clear of bottom sheets and the bottom bar.
        position={layout === 'mobile' ? 'top-center' : 'bottom-right'}
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
