import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { z } from 'zod';
import type { LocalProviderControls } from '../../adapters/payments/index.js';

export const LOCAL_STRIPE_PREFIX = '/local-stripe/v1';
export const CLOCK_PATH = '/dev/payments/clock';

const setupIntentParams = z.object({ id: z.string().regex(/^seti_\w{1,64}$/) });
/** Up to ten years at once: enough for any plan's renewals, small enough to finish. */
const clockBody = z.strictObject({ advanceSeconds: z.number().int().min(1).max(10 * 366 * 24 * 3600) });

/**
 * What the local provider serves besides the SDK: the card form's calls (the ones Stripe.js makes to Stripe, form
 * encoded, authorised by the SetupIntent's client secret) and, outside production, the clock that tests and
 * demos move forward.
 */
export async function localProviderRoutes(app: FastifyInstance, { local, clock }: { local: LocalProviderControls; clock: boolean }) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
      done(null, qs.parse(String(body), { depth: 5, parameterLimit: 100 })),
    );
    const answer = async (
      reply: { code(status: number): { send(body: unknown): unknown } },
      result: Promise<{ status: number; body: unknown }>,
    ) => {
      const { status, body } = await result;
      return reply.code(status).send(body);
    };
    scope.post(`${LOCAL_STRIPE_PREFIX}/setup_intents/:id/confirm`, { schema: { hide: true, params: setupIntentParams } }, (request, reply) =>
      answer(reply, local.confirmSetupIntentFromBrowser((request.params as { id: string }).id, (request.body ?? {}) as Record<string, unknown>)),
    );
    scope.post(`${LOCAL_STRIPE_PREFIX}/setup_intents/:id/authenticate`, { schema: { hide: true, params: setupIntentParams } }, (request, reply) =>
      answer(reply, local.authenticateSetupIntentFromBrowser((request.params as { id: string }).id, (request.body ?? {}) as Record<string, unknown>)),
    );
    if (clock) {
      scope.post(CLOCK_PATH, { schema: { hide: true, body: clockBody } }, async (request) => {
        const { now } = await local.advanceClock((request.body as z.infer<typeof clockBody>).advanceSeconds);
        return { success: true, now };
      });
    }
  });
}
