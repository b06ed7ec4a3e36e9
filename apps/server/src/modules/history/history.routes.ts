import { historyEndpoints as calls, messages } from '@lodestar/contract';
import { STREAMED_ANSWER_COMPRESSION } from '../../http/api-compression.js';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import { sendCsvAttachment } from '../../http/csv-attachment.js';
import { expensiveReadHooks, type ReadBudget } from '../../http/read-budget.js';
import type { ApiApp } from '../../http/types.js';
import type { HistoryService } from './history.service.js';

export async function historyRoutes(
  app: ApiApp,
  { guards, history, readBudget }: { guards: AuthGuards; history: HistoryService; readBudget: ReadBudget },
) {
  // The replay's track and the CSV export cost what the history they cover costs: they spend the user's read budget.
  const expensive = expensiveReadHooks(guards.user, readBudget);

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
      return sendCsvAttachment(reply, fileName, body);
    },
  });
}
