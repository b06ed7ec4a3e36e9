import { tripsEndpoints as calls } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import { sendCsvAttachment } from '../../http/csv-attachment.js';
import { expensiveReadHooks, type ReadBudget } from '../../http/read-budget.js';
import type { ApiApp } from '../../http/types.js';
import type { TripsService } from './trips.service.js';

export async function tripsRoutes(
  app: ApiApp,
  { guards, trips, readBudget }: { guards: AuthGuards; trips: TripsService; readBudget: ReadBudget },
) {
  // A month of a tracker that reports every ten seconds is a quarter of a million positions: trips spend the read budget.
  const expensive = expensiveReadHooks(guards.user, readBudget);

  app.route({
    ...routeOf(calls.trips),
    ...expensive,
    handler: async (request) => succeeded(await trips.trips(callerOf(request), request.params.id, request.query)),
  });

  app.route({
    ...routeOf(calls.csv),
    ...expensive,
    handler: async (request, reply) => {
      const { fileName, body } = await trips.csv(callerOf(request), request.params.id, request.query);
      return sendCsvAttachment(reply, fileName, body);
    },
  });
}
