import {
  clearHistoryResponseSchema,
  deviceParamsSchema,
  historyFindQuerySchema,
  historyFindResponseSchema,
  historyMapQuerySchema,
  historyMapResponseSchema,
  latestLocationsRequestSchema,
  latestLocationsResponseSchema,
  messages,
} from '@lodestar/contract';
import { z } from 'zod';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import type { HistoryService } from './history.service.js';

const tags = ['History'];

export async function historyRoutes(app: ApiApp, { guards, history }: { guards: AuthGuards; history: HistoryService }) {

  app.get('/api/history/find/device/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: "A page of the device's location history, newest first (filter: all, gps, mcell, scell, alerts, lockEvents)",
      params: deviceParamsSchema,
      querystring: historyFindQuerySchema,
      response: { 200: historyFindResponseSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ({ success: true as const, ...(await history.find(callerOf(request), request.params.id, request.query)) }),
  });

  app.get('/api/history/map/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: "The device's newest positions for the map, newest first",
      params: deviceParamsSchema,
      querystring: historyMapQuerySchema,
      response: { 200: historyMapResponseSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await history.map(callerOf(request), request.params.id, request.query) }),
  });

  app.post('/api/v2/history', {
    onRequest: guards.user,
    schema: {
      tags,
      summary:
        'The newest `perDevice` locations (default 1, at most 1,000) of each listed device the caller can see, grouped by device in the order asked, newest first; devices they cannot see are left out',
      body: latestLocationsRequestSchema,
      response: { 200: latestLocationsResponseSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => ({
      success: true as const,
      locations: await history.latest(callerOf(request), request.body),
    }),
  });

  app.delete('/api/v2/history/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: "Delete the device's whole location history for its current owner (Owner or SuperOwner)",
      params: deviceParamsSchema,
      response: { 200: clearHistoryResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      message: messages.clearedSuccessfully,
      deleted: await history.clear(callerOf(request), request.params.id),
    }),
  });

  app.get('/api/v2/history/:id/csv', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: "The device's location history as a CSV file (UTF-8 with BOM), newest first, streamed (Owner or SuperOwner)",
      params: deviceParamsSchema,
      produces: ['text/csv'],
      response: { 200: z.any().describe('The file device-history-{deviceUUID}.csv'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { fileName, body } = await history.csv(callerOf(request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
}
