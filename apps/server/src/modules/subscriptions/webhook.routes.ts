import type { FastifyInstance } from 'fastify';
import type { ProviderEvents } from './provider-events.js';

export const WEBHOOK_PATH = '/api/payments/webhook';

/**
 * Where the payment provider POSTs its events (Stripe, or the local provider in process). It is Stripe's call, not
 * one of the portal's: its body is Stripe's event, read raw because the signature covers the exact bytes. It answers
 * once the event is kept, before handling it (decision 0053).
 */
export async function paymentWebhookRoutes(app: FastifyInstance, { events }: { events: Pick<ProviderEvents, 'receive'> }) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(WEBHOOK_PATH, { schema: { hide: true }, config: { rateLimit: false } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      await events.receive(String(request.body ?? ''), typeof signature === 'string' ? signature : undefined);
      return { received: true };
    });
  });
}
