import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../domain/errors';
import { GenerateInput, GenerateProgress, GenerateResult } from '../../../domain/meal-plan-generator/contract';
import { GENERATE_MESSAGES } from '../../../domain/meal-plan-generator/generate-messages';
import { WeekParams } from '../../../domain/meal-plans';
import { body } from '../../plugins/errors';
import { getSessionUser } from '../accounts/session';
import { planOwner } from '../household/plan-owner';
import { generatePlan } from './generator/generate-plan';

/**
 * POST /api/meal-plans/:week/generate. Answers JSON, or, when asked for `text/event-stream`, the same
 * answer as a `result` event after `progress` events (loading, heuristic, improving, saving). The stream
 * opens with the first progress, after sign-in and quota checks: refusals stay plain JSON 4xx answers.
 */
export async function generatePlanRoutes(app: FastifyInstance): Promise<void> {
  const pool = app.workers;
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/meal-plans/:week/generate',
      { schema: { tags: ['meal-plans'], params: WeekParams, body: GenerateInput, response: { 200: GenerateResult } } },
      async (req, reply) => {
        const user = await getSessionUser(req);
        if (!user) throw new AppError('UNAUTHORIZED', GENERATE_MESSAGES.signIn);
        const run = {
          user: await planOwner(app.db, user),
          weekStart: req.params.week,
          leftovers: req.body?.leftovers ?? false,
          pool,
          catalogue: app.catalogue,
        };
        if (!(req.headers.accept ?? '').includes('text/event-stream')) return generatePlan(app.db, run);

        // Events are checked against the contract as the JSON answer is by its response schema: the web app
        // types them instead of parsing them (decision 034).
        const stream = eventStream(reply);
        try {
          const result = await generatePlan(app.db, {
            ...run,
            onProgress: (p) => stream.send('progress', GenerateProgress.encode(p)),
          });
          stream.send('result', GenerateResult.encode(result));
        } catch (error) {
          if (!stream.open) throw error;
          if (!(error instanceof AppError)) req.log.error({ err: error }, 'plan generation failed');
          stream.send(
            'error',
            error instanceof AppError
              ? body(error.code, error.message, error.details)
              : body('INTERNAL', GENERATE_MESSAGES.failed),
          );
        }
        stream.end();
        return reply;
      },
    );
}

/** Server-sent events on a hijacked reply, opened by the first event. */
function eventStream(reply: FastifyReply) {
  const stream = {
    open: false,
    ended: false,
    send(event: string, data: unknown) {
      if (stream.ended) return;
      if (!stream.open) {
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
        });
        stream.open = true;
      }
      reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (stream.open && !stream.ended) reply.raw.end();
      stream.ended = true;
    },
  };
  return stream;
}
