import { historyEndpoints } from '@lodestar/contract';
import { HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceFixture, userFixture } from '../test/fixtures';
import { onCall } from '../test/on-call';
import { renderApp } from '../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../test/server';
import { createQueryClient } from '../lib/query-client';
import { useAppStore } from '../lib/store';
import { routeReads } from './route-reads';

const user = userFixture();
const devices = [
  deviceFixture({ deviceUUID: 'GPS-1', name: 'Alpha' }),
  deviceFixture({ deviceUUID: 'GPS-2', name: 'Beta' }),
];

/** The overview's first reads run as the app starts on `route`; what they asked for, and the cache they filled. */
async function overviewReadsOf(
  route: 'device-overview' | 'device-overview-device',
  params: Record<string, string> = {},
) {
  mockCurrentUser(user);
  const { findQueries, deviceReads } = mockDevices(devices);
  const mapReads: string[] = [];
  server.use(
    onCall(historyEndpoints.map, ({ params: { id } }) => {
      mapReads.push(String(id));
      return HttpResponse.json({ success: true, data: [] });
    }),
  );
  const queryClient = createQueryClient();
  await routeReads[route]!(queryClient, params);
  // The device and the map are asked for without waiting on them: let them answer.
  await expect.poll(() => queryClient.isFetching()).toBe(0);
  return { findQueries, deviceReads, mapReads, queryClient };
}

describe('the first reads of a route, started with the session check', () => {
  it("on the overview: the device count, the list's first page as the page asks for it, then the first device and its map", async () => {
    useAppStore.setState({ deviceTypeFilter: 'shield_gps', deviceSearch: ' Al ' });
    const { findQueries, deviceReads, mapReads, queryClient } = await overviewReadsOf('device-overview');
    expect(findQueries.sort()).toEqual(['type=all&page=1&perPage=1', 'type=shield_gps&page=1&perPage=6&name=Al']);
    expect(deviceReads).toEqual(['GPS-1']);
    expect(mapReads).toEqual(['GPS-1']);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['devices'] })).toHaveLength(3);
  });

  it('reads the device in the address, else the remembered one, rather than the first of the list', async () => {
    expect((await overviewReadsOf('device-overview-device', { deviceUUID: 'GPS-2' })).deviceReads).toEqual(['GPS-2']);
    useAppStore.setState({ deviceUUID: 'GPS-2' });
    expect((await overviewReadsOf('device-overview')).mapReads).toEqual(['GPS-2']);
  });

  it('leaves the overview nothing to ask again: each read goes once', async () => {
    const { findQueries, deviceReads, mapReads, queryClient } = await overviewReadsOf('device-overview');
    renderApp('/', { signedIn: true, queryClient });
    expect(await screen.findByRole('heading', { name: 'Alpha' })).toBeInTheDocument();
    await waitFor(() => expect(useAppStore.getState().deviceUUID).toBe('GPS-1'));
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(findQueries.filter((query) => query.endsWith('perPage=6'))).toHaveLength(1);
    expect(findQueries.filter((query) => query.endsWith('perPage=1'))).toHaveLength(1);
    expect(deviceReads).toEqual(['GPS-1']);
    expect(mapReads).toEqual(['GPS-1']);
  });

  it('reads no map when the history shows as a grid', async () => {
    useAppStore.setState({ historyView: 'grid' });
    const { deviceReads, mapReads } = await overviewReadsOf('device-overview');
    expect(deviceReads).toEqual(['GPS-1']);
    expect(mapReads).toEqual([]);
  });
});
