import { useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { GENERATE_MUTATION_KEY, generationQuery } from '../use-generate-plan';
import { GenerateDeviations } from './generate-deviations';
import { GenerateProgress } from './generate-progress';

/** Under the plan's actions: the stages while the week is being generated, then how it meets the targets. */
export function GenerateStatus({ week }: { week: string }) {
  const queryClient = useQueryClient();
  const generation = useQuery(generationQuery(week)).data;
  const running = useMutationState({ filters: { mutationKey: GENERATE_MUTATION_KEY, status: 'pending' }, select: (m) => m.state.variables });
  if (running.includes(week)) return <GenerateProgress stage={generation?.progress?.stage ?? null} />;
  if (!generation?.result) return null;
  return <GenerateDeviations week={week} result={generation.result} onHide={() => queryClient.setQueryData(generationQuery(week).queryKey, { progress: null, result: null })} />;
}
