import { useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer } from 'react';
import { useSession } from '../../accounts/auth-client';
import { recalledGeneration, rememberGeneration } from '../generation-memory';
import { GENERATE_MUTATION_KEY, generationQuery } from '../use-generate-plan';
import { GenerateDeviations } from './generate-deviations';
import { GenerateProgress } from './generate-progress';

/**
 * Under the plan's actions: the stages while the week is being generated, then how it meets the targets
 * (still there after a reload of the tab, until hidden or the week is generated again).
 */
export function GenerateStatus({ week }: { week: string }) {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id;
  const generation = useQuery(generationQuery(week)).data;
  const running = useMutationState({ filters: { mutationKey: GENERATE_MUTATION_KEY, status: 'pending' }, select: (m) => m.state.variables });
  // Hiding forgets the remembered result too; `hidden` makes the memo read the (now empty) memory again.
  const [hidden, hideOnce] = useReducer((n: number) => n + 1, 0);
  const result = useMemo(
    () => generation?.result ?? (userId ? recalledGeneration(userId, week) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `hidden` is the signal to read sessionStorage again
    [generation, userId, week, hidden],
  );
  if (running.includes(week)) return <GenerateProgress stage={generation?.progress?.stage ?? null} />;
  if (!result) return null;
  const hide = () => {
    if (userId) rememberGeneration(userId, week, null);
    queryClient.setQueryData(generationQuery(week).queryKey, { progress: null, result: null });
    hideOnce();
  };
  return <GenerateDeviations week={week} result={result} onHide={hide} />;
}
