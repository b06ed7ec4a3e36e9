import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerThisMachineOnly } from '../../../http/local-request.js';
import type { RouteRateLimit } from '../../../http/rate-limit.js';
import type { LocalProviderControls } from '../payments.js';
import { LOCAL_STRIPE_PREFIX } from './browser-routes.js';

/** The request headers of Stripe's API a client library sends; the rest stay with this server. */
const PASSED_ON = ['authorization', 'content-type', 'idempotency-key', 'stripe-version'];

/** Hands one request to the provider's own `fetch` (the one the server's SDK uses) and sends back its answer. */
async function passOn(local: LocalProviderControls, request: FastifyRequest, reply: FastifyReply) {
  const rest = (request.params as { '*': string })['*'];
  const query = request.url.indexOf('?');
  const path = `/${rest}${query === -1 ? '' : request.url.slice(query)}`;
  const headers = new Headers();
  for (const name of PASSED_ON) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const answer = await local.fetch(`http://local-stripe/v1${path}`, {
    method: request.method,
    headers,
    ...(request.method === 'POST' ? { body: typeof request.body === 'string' ? request.body : '' } : {}),
  });
  answer.headers.forEach((value, name) => {
    if (name !== 'content-length') reply.header(name, value);
  });
  return reply.code(answer.status).send(await answer.text());
}

/**
 * The local provider's Stripe API over HTTP (`/local-stripe/v1/…`), so that any Stripe client library on this machine
 * can use it with a base URL and the provider's secret key. For development and tests only: the caller registers it
 * outside production, and it answers a loopback peer with no forwarding header (anyone else gets 404). The card form's
 * two routes under the same prefix are more specific and keep serving any browser.
 */
export async function localStripeApiRoutes(
  app: FastifyInstance,
  { local, rateLimit }: { local: LocalProviderControls; rateLimit: RouteRateLimit },
) {
  await app.register(async (scope) => {
    answerThisMachineOnly(scope);
    // Stripe's form bodies reach the provider as sent: it decodes them itself, as for the SDK in process.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.route({
      method: ['GET', 'POST', 'DELETE'],
      url: `${LOCAL_STRIPE_PREFIX}/*`,
      schema: { hide: true },
      config: { rateLimit },
      handler: (request, reply) => passOn(local, request, reply),
    });
  });
}
