import { transferEndpoints as calls } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { ReceiverAccounts } from './receiver-accounts.js';
import type { TransfersService } from './transfers.service.js';
import type { WaitingTransfersService } from './waiting-transfers.service.js';

interface Deps {
  guards: AuthGuards;
  receivers: ReceiverAccounts;
  transfers: TransfersService;
  waiting: WaitingTransfersService;
  /** Making an account mails someone: limited like sign-up. */
  mailRateLimit: { max: number; timeWindow: string };
}

/** What moves money or makes an account needs a person signed in (guards.interactive), never an API key alone. */
export async function transfersRoutes(app: ApiApp, { guards, receivers, transfers, waiting, mailRateLimit }: Deps) {
  app.route({
    ...routeOf(calls.registerReceiver),
    onRequest: guards.interactive,
    config: { rateLimit: mailRateLimit },
    handler: async (request) => succeeded(await receivers.register(callerOf(request), request.body)),
  });
  app.route({
    ...routeOf(calls.subscribeForReceiver),
    onRequest: guards.interactive,
    handler: async (request) => {
      const { userId, deviceUUID, paymentMethod, ExtraFeeCharge } = request.body;
      const order = {
        deviceRef: deviceUUID,
        userId,
        planId: request.params.planId,
        paymentMethod,
        feeShown: ExtraFeeCharge,
      };
      return succeeded(await transfers.transfer(callerOf(request), 'k9', order));
    },
  });
  app.route({
    ...routeOf(calls.confirmTransfer),
    onRequest: guards.interactive,
    handler: async (request) => succeeded(await transfers.confirm(callerOf(request), request.body)),
  });
  app.route({
    ...routeOf(calls.dealershipTransfer),
    onRequest: guards.interactive,
    handler: async (request) => {
      const { deviceId, userId, planId, paymentMethod, ExtraFeeCharge } = request.body;
      const order = { deviceRef: deviceId, userId, planId, paymentMethod, feeShown: ExtraFeeCharge };
      return succeeded(await transfers.transfer(callerOf(request), 'dealership', order));
    },
  });
  app.route({
    ...routeOf(calls.waitingTransfers),
    onRequest: guards.user,
    handler: async (request) => succeeded(await waiting.list(callerOf(request))),
  });
  app.route({
    ...routeOf(calls.cancelTransfer),
    onRequest: guards.interactive,
    handler: async (request) => succeeded(await waiting.cancel(callerOf(request), request.params.transferId)),
  });
}
