import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { CUSTOM_RECIPE_MESSAGES, type CustomRecipeInput } from '../../../../domain/custom-recipes';
import { AppError } from '../../../../domain/errors';
import { FEATURES, subscriptionOf } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { api } from '../../../lib/api';
import { goToPricing } from '../../../lib/scroll-to-pricing';
import { notify } from '../../../lib/toast';
import { useSession } from '../../../lib/auth-client';
import { closeSearchDialog } from '../../../lib/search-dialog-store';
import { AddRecipeForm } from './add-recipe-form';

function RouterUpgradeButton({ onDone }: { onDone(): void }) {
  const navigate = useNavigate();
  return (
    <Button
      onClick={() => {
        onDone();
        goToPricing(navigate);
      }}
    >
      Upgrade to Plus
    </Button>
  );
}

/** Custom recipes are for Plus and Premium (spec 001 section 9): Basic sees this instead of the form. */
function UpgradePrompt({ onClose }: { onClose(): void }) {
  const inRouter = useInRouterContext();
  const done = () => {
    onClose();
    closeSearchDialog();
  };
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <Sparkles className="size-10 text-brand" aria-hidden />
      <p className="text-lg font-bold">Upgrade to add your own recipes</p>
      <p className="text-sm text-muted">{CUSTOM_RECIPE_MESSAGES.planRequired}</p>
      <div className="flex gap-2">
        <Button variant="outline" onClick={onClose}>
          Not now
        </Button>
        {inRouter ? (
          <RouterUpgradeButton onDone={done} />
        ) : (
          <a
            href="/"
            onClick={done}
            className="inline-flex h-11 items-center rounded-full bg-brand px-5 font-bold text-brand-ink"
          >
            Upgrade to Plus
          </a>
        )}
      </div>
    </div>
  );
}

/** The Add New Recipe dialog: the form for Plus and Premium, an upgrade prompt for Basic. */
export function AddRecipeDialog({ onClose }: { onClose(): void }) {
  const session = useSession().data;
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);
  const user = session?.user;
  const { plan } = subscriptionOf(user?.plan, user?.planExpiresAt ? new Date(user.planExpiresAt) : null);
  const allowed = (FEATURES.custom_recipes as readonly string[]).includes(plan) && !refused;

  const create = useMutation({
    mutationFn: (body: CustomRecipeInput) => api.post('/api/recipes/custom', body),
    onSuccess: (_created, body) => {
      notify({ title: 'Recipe added!', description: `${body.title.trim()} has been added to your recipes.` });
      void queryClient.invalidateQueries({ queryKey: ['recipes'] });
      onClose();
    },
    onError: (error) => {
      if (error instanceof AppError && error.code === 'PLAN_REQUIRED') setRefused(true);
      else notify({ title: 'Error', description: error.message, variant: 'destructive' });
    },
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Add New Recipe" className="sm:w-[min(94vw,640px)]">
      {!user ? (
        <p className="text-muted">Please sign in to add your own recipes.</p>
      ) : allowed ? (
        <AddRecipeForm onSubmit={(body) => create.mutate(body)} busy={create.isPending} onCancel={onClose} />
      ) : (
        <UpgradePrompt onClose={onClose} />
      )}
    </Dialog>
  );
}
