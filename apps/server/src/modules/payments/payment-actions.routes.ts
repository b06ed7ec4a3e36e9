import { paymentActionEndpoints } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { routeOf } from '../../http/endpoint-route.js';
import { succeeded } from '../../http/envelope.js';
import type { ApiApp } from '../../http/types.js';
import type { PaymentActions } from './payment-actions.js';

/**
 * The step a payment waits for: a payer (decision 0052) signed in as a person, since its client secret lets a browser
 * pay.
 */
export async function paymentActionsRoutes(
  app: ApiApp,
  { guards, invoicePayments }: { guards: AuthGuards; invoicePayments: Pick<PaymentActions, 'invoicePayment'> },
) {
  app.route({
    ...routeOf(paymentActionEndpoints.invoicePayment),
    onRequest: guards.interactive,
    handler: async (request) => succeeded(await invoicePayments.invoicePayment(callerOf(request), request.params.id)),
  });
}
