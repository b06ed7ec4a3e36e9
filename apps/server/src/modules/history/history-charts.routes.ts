import { historyChartsEndpoints as calls } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import { expensiveReadHooks, type ReadBudget } from '../../http/read-budget.js';
import type { ApiApp } from '../../http/types.js';
import type { HistoryChartsService } from './history-charts.service.js';

export async function historyChartsRoutes(
  app: ApiApp,
  { guards, historyCharts, readBudget }: { guards: AuthGuards; historyCharts: HistoryChartsService; readBudget: ReadBudget },
) {
  app.route({
    ...routeOf(calls.charts),
    // A year of a busy tracker costs the database about a second: charts spend the user's read budget.
    ...expensiveReadHooks(guards.user, readBudget),
    handler: async (request) =>
      succeeded(await historyCharts.charts(callerOf(request), request.params.id, request.query)),
  });
}
