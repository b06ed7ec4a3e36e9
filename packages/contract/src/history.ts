import { z } from 'zod';
import { deviceParamsSchema } from './devices.js';
import { endpoint } from './endpoint.js';
import {
  clearHistoryResponseSchema,
  historyFindQuerySchema,
  historyFindResponseSchema,
  historyMapQuerySchema,
  historyMapResponseSchema,
  latestLocationsRequestSchema,
  latestLocationsResponseSchema,
} from './telemetry.js';

const tags = ['History'];

/** Where devices have been: pages of a device's history, its map, the newest positions of many, clearing and export. */
export const historyEndpoints = {
  find: endpoint({
    method: 'GET',
    path: '/api/history/find/device/:id',
    tags,
    summary: "A page of the device's location history, newest first (filter: all, gps, mcell, scell, alerts, lockEvents)",
    params: deviceParamsSchema,
    query: historyFindQuerySchema,
    success: { 200: historyFindResponseSchema },
    errors: [400, 401, 404],
  }),
  map: endpoint({
    method: 'GET',
    path: '/api/history/map/:id',
    tags,
    summary: "The device's newest positions for the map, newest first",
    params: deviceParamsSchema,
    query: historyMapQuerySchema,
    success: { 200: historyMapResponseSchema },
    errors: [400, 401, 404],
  }),
  latest: endpoint({
    method: 'POST',
    path: '/api/v2/history',
    tags,
    summary:
      'The newest `perDevice` locations (default 1, at most 1,000) of each listed device the caller can see, grouped by device in the order asked, newest first; devices they cannot see are left out',
    body: latestLocationsRequestSchema,
    success: { 200: latestLocationsResponseSchema },
    errors: [400, 401],
  }),
  clear: endpoint({
    method: 'DELETE',
    path: '/api/v2/history/:id',
    tags,
    summary: "Delete the device's whole location history for its current owner (Owner or SuperOwner)",
    params: deviceParamsSchema,
    success: { 200: clearHistoryResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  csv: endpoint({
    method: 'GET',
    path: '/api/v2/history/:id/csv',
    tags,
    summary: "The device's location history as a CSV file (UTF-8 with BOM), newest first, streamed (Owner or SuperOwner)",
    params: deviceParamsSchema,
    produces: ['text/csv'],
    success: { 200: z.any().describe('The file device-history-{deviceUUID}.csv') },
    errors: [400, 401, 403, 404],
  }),
};
