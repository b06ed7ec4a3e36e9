import { historyChartsEndpoints as calls } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { HistoryChartsService } from './history-charts.service.js';

export async function historyChartsRoutes(
  app: ApiApp,
  { guards, historyCharts }: { guards: AuthGuards; historyCharts: HistoryChartsService },
) {
  app.route({
    ...routeOf(calls.charts),
    onRequest: guards.user,
    handler: async (request) =>
      succeeded(await historyCharts.charts(callerOf(request), request.params.id, request.query)),
  });
}
