import { historyEndpoints as calls, messages } from '@lodestar/contract';
import { STREAMED_ANSWER_COMPRESSION } from '../../http/api-compression.js';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ReadBudget } from '../../http/read-budget.js';
import type { ApiApp } from '../../http/types.js';
import type { HistoryService } from './history.service.js';

export async function historyRoutes(
  app: ApiApp,
  { guards, history, readBudget }: { guards: AuthGuards; history: HistoryService; readBudget: ReadBudget },
) {
  // The replay's track and the CSV export cost what the history they cover costs: they spend the user's read budget.
  const expensive = {
    onRequest: [guards.user, readBudget.start],
    onResponse: readBudget.end,
    onRequestAbort: readBudget.end,
  };

  app.route({
    ...routeOf(calls.find),
    onRequest: guards.user,
    handler: async (request) => succeeded(await history.find(callerOf(request), request.params.id, request.query)),
  });

  app.route({
    ...routeOf(calls.map),
    onRequest: guards.user,
    handler: async (request) => succeeded({ data: await history.map(callerOf(request), request.params.id, request.query) }),
  });

  app.route({
    ...routeOf(calls.track),
    ...expensive,
    handler: async (request) => succeeded(await history.track(callerOf(request), request.params.id, request.query)),
  });

  app.route({
    ...routeOf(calls.latest),
    onRequest: guards.user,
    handler: async (request) => succeeded({
      locations: await history.latest(callerOf(request), request.body),
    }),
  });

  app.route({
    ...routeOf(calls.clear),
    onRequest: guards.user,
    handler: async (request) => succeeded({
      message: messages.clearedSuccessfully,
      deleted: await history.clear(callerOf(request), request.params.id),
    }),
  });

  app.route({
    ...routeOf(calls.csv),
    ...expensive,
    compress: STREAMED_ANSWER_COMPRESSION,
    handler: async (request, reply) => {
      const { fileName, body } = await history.csv(callerOf(request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
        .send(body);
    },
  });
}
