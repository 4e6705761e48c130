import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AppError } from '../../../../domain/errors';
import type { GenerateProgress, GenerateResult } from '../../../../domain/meal-plan-generator/contract';
import { GENERATE_MESSAGES } from '../../../../domain/meal-plan-generator/generate-messages';
import { toAppError, UNEXPECTED_ERROR } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { useSession } from '../../../lib/auth-client';
import { openUpgrade } from '../../../lib/upgrade-store';
import { useQuotaBlock } from '../../billing/public/use-quota-block';
import { storePlan } from '../api';
import { rememberGeneration, type GenerationNotes } from '../generation-memory';
import { leftoversWanted } from '../leftovers-option';

/** Every generation's mutation carries this key: a component finds the weeks being generated with it. */
export const GENERATE_MUTATION_KEY = ['generate-plan'] as const;

/** What the screen knows of a week's generation: its progress while it runs, then its result. */
export interface Generation {
  progress: GenerateProgress | null;
  result: GenerationNotes | null;
}

/** The week's generation, kept in the query cache so that every component of the screen can read it. */
export const generationQuery = (week: string) =>
  queryOptions<Generation>({
    queryKey: ['meal-plan-generation', week],
    queryFn: () => ({ progress: null, result: null }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

const setGeneration = (queryClient: QueryClient, week: string, generation: Generation) =>
  queryClient.setQueryData(generationQuery(week).queryKey, generation);

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POST /api/meal-plans/:week/generate as an event stream: progress events while the server works, then
 * the result (or an error event). Refusals (sign-in, plan, quota) come back as plain JSON errors. The server
 * checks the answer and every event against the contract, so they are typed here, not parsed (decision 034).
 */
async function requestGeneration(
  week: string,
  leftovers: boolean,
  onProgress: (progress: GenerateProgress) => void,
): Promise<GenerateResult> {
  let res: Response;
  try {
    res = await fetch(`/api/meal-plans/${week}/generate`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(leftovers ? { leftovers } : {}),
    });
  } catch {
    throw new AppError('UNAVAILABLE', UNEXPECTED_ERROR);
  }
  if (!res.ok) throw toAppError(res.status, readJson(await res.text()));
  if (!res.headers.get('content-type')?.includes('text/event-stream') || !res.body) {
    const answer = readJson(await res.text());
    if (answer === null) throw new AppError('INTERNAL', GENERATE_MESSAGES.failed);
    return answer as GenerateResult;
  }

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = readJson(/^data: (.*)$/m.exec(block)?.[1] ?? '');
      if (event === 'progress' && data !== null) onProgress(data as GenerateProgress);
      else if (event === 'result' && data !== null) return data as GenerateResult;
      else if (event === 'error') throw toAppError(500, data);
    }
  }
  throw new AppError('INTERNAL', GENERATE_MESSAGES.failed);
}

/**
 * Create Meal Plan / Generate My First Meal Plan: the server's optimiser fills the week (spec 001 section 4).
 * A person whose plan does not include generated plans, or whose month is used up, gets the upgrade dialog
 * instead of a request that can only be refused.
 */
export function useGeneratePlan() {
  const mutation = useGenerateMutation();
  const { block } = useQuotaBlock('generated_plans');
  const mutate: typeof mutation.mutate = (week, options) =>
    block ? openUpgrade('generated_plans') : mutation.mutate(week, options);
  return { ...mutation, mutate, blocked: block !== null };
}

function useGenerateMutation() {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id;
  return useMutation({
    mutationKey: GENERATE_MUTATION_KEY,
    mutationFn: (week: string) => {
      setGeneration(queryClient, week, { progress: null, result: null });
      if (userId) rememberGeneration(userId, week, null);
      return requestGeneration(week, leftoversWanted(userId), (progress) =>
        setGeneration(queryClient, week, { progress, result: null }),
      );
    },
    onSuccess: (result, week) => {
      storePlan(queryClient, result.plan);
      setGeneration(queryClient, week, { progress: null, result });
      if (userId) rememberGeneration(userId, week, result);
      notify({ title: 'Success!', description: GENERATE_MESSAGES.success });
    },
    onError: (error, week) => {
      setGeneration(queryClient, week, { progress: null, result: null });
      if (error instanceof AppError && error.code === 'UNAUTHORIZED') {
        notify({ title: GENERATE_MESSAGES.signInTitle, description: GENERATE_MESSAGES.signIn, variant: 'destructive' });
        return;
      }
      // a busy server (503) says in its own words when to try again; other server failures get the screen's sentence
      const told =
        error instanceof AppError &&
        (error.status < 500 || error.code === 'UNAVAILABLE') &&
        error.message !== UNEXPECTED_ERROR;
      notify({ title: 'Error', description: told ? error.message : GENERATE_MESSAGES.failed, variant: 'destructive' });
    },
    // A generation uses (or gives back) one of the month's plans, which the subscription banner counts.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['billing', 'subscription'] }),
  });
}
