import { billingMessages, paymentHistoryEndpoints, paymentMethodEndpoints as calls } from '@lodestar/contract';
import type { FastifyReply } from 'fastify';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { PaymentHistoryService } from './payment-history.service.js';
import type { PaymentMethodsService } from './payment-methods.service.js';

/**
 * Cards are saved, changed and removed by a person signed in, never with an API key; listing them, the payment history
 * and invoices take either.
 */
export async function paymentsRoutes(
  app: ApiApp,
  {
    guards,
    paymentMethods,
    paymentHistory,
  }: { guards: AuthGuards; paymentMethods: PaymentMethodsService; paymentHistory: PaymentHistoryService },
) {
  app.route({
    ...routeOf(calls.get),
    onRequest: guards.user,
    handler: async (request) => succeeded(await paymentMethods.get(callerOf(request), request.query.userId)),
  });
  app.route({
    ...routeOf(calls.createPaymentIntent),
    onRequest: guards.interactive,
    handler: async (request) => succeeded(await paymentMethods.createPaymentIntent(callerOf(request))),
  });
  app.route({
    ...routeOf(calls.attachMethod),
    onRequest: guards.interactive,
    handler: async (request) => {
      const paymentActions = await paymentMethods.attach(callerOf(request), request.query.userId, request.body);
      return succeeded({ message: billingMessages.added, paymentActions });
    },
  });
  app.route({
    ...routeOf(calls.changeMethod),
    onRequest: guards.interactive,
    handler: async (request) => {
      const paymentActions = await paymentMethods.change(callerOf(request), request.query.userId, request.body);
      return succeeded({ message: billingMessages.changed, paymentActions });
    },
  });
  app.route({
    ...routeOf(calls.detachMethod),
    onRequest: guards.interactive,
    handler: async (request) => {
      await paymentMethods.detach(callerOf(request), request.body.cardId);
      return succeeded({ message: billingMessages.removed });
    },
  });
  app.route({
    ...routeOf(paymentHistoryEndpoints.history),
    onRequest: guards.user,
    handler: async (request) => succeeded(await paymentHistory.history(callerOf(request), request.query)),
  });
  app.route({
    ...routeOf(paymentHistoryEndpoints.invoice),
    onRequest: guards.user,
    handler: async (request) => succeeded(await paymentHistory.invoice(callerOf(request), request.params.id)),
  });
  const sendPdf = (reply: FastifyReply, { fileName, body }: { fileName: string; body: Buffer }) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
      .send(body);
  app.route({
    ...routeOf(paymentHistoryEndpoints.invoicePdf),
    onRequest: guards.user,
    handler: async (request, reply) =>
      sendPdf(reply, await paymentHistory.invoicePdf(callerOf(request), request.params.id)),
  });
  app.route({
    ...routeOf(paymentHistoryEndpoints.creditNotePdf),
    onRequest: guards.user,
    handler: async (request, reply) =>
      sendPdf(reply, await paymentHistory.creditNotePdf(callerOf(request), request.params.id)),
  });
}
