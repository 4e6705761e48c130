import { useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/auth-client';
import { recalledGeneration, rememberGeneration } from '../generation-memory';
import { GENERATE_MUTATION_KEY, generationQuery } from '../public/use-generate-plan';
import { GenerateDeviations } from './generate-deviations';
import { GenerateProgress } from './generate-progress';

/**
 * Under the plan's actions: the stages while the week is being generated, then how it meets the targets
 * (still there after a reload of the tab, until hidden or the week is generated again).
 */
export function GenerateStatus({ week }: { week: string }) {
  const queryClient = useQueryClient();
  // The signed-in area renders once the session is known, so the person is known here.
  const userId = useSession().data?.user.id;
  // After a reload the cache starts from the tab's memory of the week's last generation.
  const generation = useQuery({
    ...generationQuery(week),
    initialData: () => ({ progress: null, result: userId ? recalledGeneration(userId, week) : null }),
  }).data;
  const running = useMutationState({
    filters: { mutationKey: GENERATE_MUTATION_KEY, status: 'pending' },
    select: (m) => m.state.variables,
  });
  if (running.includes(week)) return <GenerateProgress stage={generation.progress?.stage ?? null} />;
  if (!generation.result) return null;
  const hide = () => {
    if (userId) rememberGeneration(userId, week, null);
    queryClient.setQueryData(generationQuery(week).queryKey, { progress: null, result: null });
  };
  return <GenerateDeviations week={week} result={generation.result} onHide={hide} />;
}
