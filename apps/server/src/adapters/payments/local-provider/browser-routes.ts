import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { z } from 'zod';
import { devKeyQuery, guardDevelopmentScope } from '../../../http/local-request.js';
import type { RouteRateLimit } from '../../../http/rate-limit.js';
import type { LocalProviderControls } from '../payments.js';

export const LOCAL_STRIPE_PREFIX = '/local-stripe/v1';
export const CLOCK_PATH = '/dev/payments/clock';

const setupIntentParams = z.object({ id: z.string().regex(/^seti_\w{1,64}$/) });
const paymentIntentParams = z.object({ id: z.string().regex(/^pi_\w{1,64}$/) });
/** Up to ten years at once: enough for any plan's renewals, small enough to finish. */
const clockBody = z.strictObject({ advanceSeconds: z.number().int().min(1).max(10 * 366 * 24 * 3600) });

/**
 * What the local provider serves besides the SDK (whose Stripe API it answers in process, and over HTTP only to this
 * machine outside production: stripe-api-routes.ts): the card form's calls, the ones Stripe.js makes to Stripe, form encoded. They serve any browser, since a person on
 * another machine uses the card form of a demo instance; each is authorised by the SetupIntent's client secret,
 * which only its signed-in owner is given (a wrong one saves nothing), and limited per address like the other
 * calls that guess a secret.
 */
export async function localProviderRoutes(app: FastifyInstance, { local, rateLimit }: { local: LocalProviderControls; rateLimit: RouteRateLimit }) {
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
    const options = { schema: { hide: true, params: setupIntentParams }, config: { rateLimit } };
    scope.post(`${LOCAL_STRIPE_PREFIX}/setup_intents/:id/confirm`, options, (request, reply) =>
      answer(reply, local.confirmSetupIntentFromBrowser((request.params as { id: string }).id, (request.body ?? {}) as Record<string, unknown>)),
    );
    scope.post(`${LOCAL_STRIPE_PREFIX}/setup_intents/:id/authenticate`, options, (request, reply) =>
      answer(reply, local.authenticateSetupIntentFromBrowser((request.params as { id: string }).id, (request.body ?? {}) as Record<string, unknown>)),
    );
    const paymentOptions = { schema: { hide: true, params: paymentIntentParams }, config: { rateLimit } };
    scope.post(`${LOCAL_STRIPE_PREFIX}/payment_intents/:id/authenticate`, paymentOptions, (request, reply) =>
      answer(reply, local.authenticatePaymentIntentFromBrowser((request.params as { id: string }).id, (request.body ?? {}) as Record<string, unknown>)),
    );
  });
}

/**
 * The provider's clock, which tests and demos move forward (renewals, retries, their charges and mails): outside
 * production only, for someone on this machine with this start's key. A move goes on until the renewals it drafted are
 * charged (at most the hour a renewal's draft waits), so a move of a month ends with the month's renewal paid.
 */
export async function paymentClockRoutes(
  app: FastifyInstance,
  { local, key, rateLimit }: { local: LocalProviderControls; key: string; rateLimit: RouteRateLimit },
) {
  await app.register(async (scope) => {
    guardDevelopmentScope(scope, key);
    const schema = { hide: true, querystring: z.strictObject(devKeyQuery), body: clockBody };
    scope.post(CLOCK_PATH, { schema, config: { rateLimit } }, async (request) => {
      const { advanceSeconds } = request.body as z.infer<typeof clockBody>;
      const { now } = await local.advanceClock(advanceSeconds, { throughRenewalDrafts: true });
      return { success: true, now };
    });
  });
}
