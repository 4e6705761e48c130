import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGenerateGroceryList } from '../grocery/api';
import { useSetPlanStatus, weekPlanQuery } from './api';
import type { PlanBusy, PlanCommands } from './components/plan-toolbar';
import { useGeneratePlan } from './public/use-generate-plan';

export type PlanDialog = 'past' | 'favorites' | 'save-favorite' | null;

/** The week's plan and the actions every layout offers on it (copy, generate, grocery list, draft, confirm, favorite). */
export function usePlanActions(week: string) {
  const planQuery = useQuery(weekPlanQuery(week));
  const [dialog, setDialog] = useState<PlanDialog>(null);
  const generate = useGeneratePlan();
  const grocery = useGenerateGroceryList();
  const status = useSetPlanStatus();

  const commands: PlanCommands = {
    copyFromPast: () => setDialog('past'),
    copyFromFavorites: () => setDialog('favorites'),
    generate: () => generate.mutate(week),
    groceryList: () => grocery.generate(week),
    saveDraft: () => status.mutate({ week, status: 'draft' }),
    confirm: () => status.mutate({ week, status: 'confirmed' }),
    saveFavorite: () => setDialog('save-favorite'),
  };
  const busy: PlanBusy = {
    generating: generate.isPending,
    grocery: grocery.isPending,
    status: status.isPending ? status.variables.status : null,
  };
  return { planQuery, plan: planQuery.data?.plan ?? null, commands, busy, dialog, setDialog };
}
