import { firmwareEndpoints as calls, messages, serverMessages } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { FirmwareService } from './firmware.service.js';

export async function firmwareRoutes(app: ApiApp, { guards, firmware }: { guards: AuthGuards; firmware: FirmwareService }) {
  app.route({
    ...routeOf(calls.status),
    onRequest: guards.user,
    handler: async (request) => succeeded(await firmware.status(callerOf(request), request.params.deviceUUID)),
  });

  app.route({
    ...routeOf(calls.requestUpdate),
    onRequest: guards.user,
    handler: async (request) => {
      await firmware.requestUpdate(callerOf(request), request.params.deviceUUID, request.body.firmware);
      // A firmware update gets only the generic notice; the device panel then says which version waits.
      return succeeded({ message: messages.requested });
    },
  });

  app.route({
    ...routeOf(calls.cancelUpdate),
    onRequest: guards.user,
    handler: async (request) => {
      await firmware.cancelUpdate(callerOf(request), request.params.deviceUUID);
      return succeeded({ message: serverMessages.firmwareUpdateCancelled });
    },
  });
}
