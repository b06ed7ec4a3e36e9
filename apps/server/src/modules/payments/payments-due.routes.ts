import { paymentsDueEndpoints } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { routeOf } from '../../http/endpoint-route.js';
import { succeeded } from '../../http/envelope.js';
import { requestKeyOf } from '../../http/request-key.js';
import type { ApiApp } from '../../http/types.js';
import type { PaymentsDueService } from './payments-due.service.js';

/**
 * What the caller's plans owe, for a payer (decision 0052) signed in or with an API key; paying it charges a card, so
 * only a person signed in pays.
 */
export async function paymentsDueRoutes(
  app: ApiApp,
  { guards, paymentsDue }: { guards: AuthGuards; paymentsDue: PaymentsDueService },
) {
  app.route({
    ...routeOf(paymentsDueEndpoints.list),
    onRequest: guards.user,
    handler: async (request) => succeeded(await paymentsDue.list(callerOf(request))),
  });
  app.route({
    ...routeOf(paymentsDueEndpoints.pay),
    onRequest: guards.interactive,
    handler: async (request) =>
      succeeded(await paymentsDue.pay(callerOf(request), request.params.invoiceId, requestKeyOf(request))),
  });
}
