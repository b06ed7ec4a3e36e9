import { historyEndpoints, type LatestLocationsRequest, type LocationRecord, messages, type Role } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeCanvasContext } from '../../../test/fake-canvas';
import { deviceFixture, locationFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';

const devices = [
  deviceFixture({ _id: 'd-1', deviceUUID: 'GPS-0001', name: 'Blue backpack', color: '#4682B4' }),
  deviceFixture({ _id: 'd-2', deviceUUID: 'GPS-0002', name: 'Red suitcase', color: '#DC143C' }),
  deviceFixture({ _id: 'd-3', deviceUUID: 'GPS-0003', name: 'Dog collar', color: null }),
];

/** `count` positions of `deviceUUID`, newest first, a little apart around Sydney. */
function positions(deviceUUID: string, count: number): LocationRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const time = new Date(Date.UTC(2026, 0, 1, 12, 0, -i * 60));
    return locationFixture({
      _id: `${deviceUUID}-${i}`,
      deviceId: deviceUUID,
      deviceUUID,
      latitude: -33.86 + i * 0.001,
      longitude: 151.2 + i * 0.001,
      timeCreated: time.toISOString(),
      timestamp: time.getTime() / 1000,
      receivedAt: time.toISOString(),
      address: '',
    });
  });
}

const stored: Record<string, number> = { 'GPS-0001': 3, 'GPS-0002': 5, 'GPS-0003': 0 };

/** POST /api/v2/history over `stored`; the bodies it was sent are logged. */
function mockHistories() {
  const requests: LatestLocationsRequest[] = [];
  server.use(
    onCall(historyEndpoints.latest, async ({ request }) => {
      const body = (await request.json()) as LatestLocationsRequest;
      requests.push(body);
      const locations = body.deviceUUIDs.flatMap((uuid) =>
        positions(uuid, Math.min(stored[uuid] ?? 0, body.perDevice ?? 1)),
      );
      return HttpResponse.json({ success: true, locations });
    }),
  );
  return requests;
}

function renderActivity(path = '/devices/activity', roles: Role[] = ['user', 'enterprise']) {
  mockCurrentUser(userFixture({ roles }));
  const api = mockDevices(devices);
  const histories = mockHistories();
  return { ...renderApp(path, { signedIn: true }), api, histories };
}

const legendEntries = () =>
  within(screen.getByRole('list', { name: 'Legend' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('devices activity', () => {
  // The page's chunk (Leaflet, the autocomplete) takes a while to transform the first time; not within a test.
  beforeAll(() => import('./device-activity-page'), 30_000);
  beforeEach(installFakeCanvasContext);
  afterEach(() => vi.restoreAllMocks());

  it('hints at what to do before any device is chosen', async () => {
    const { histories } = renderActivity();
    expect(await screen.findByText(/Search for devices above and pick up to 50/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Devices activity map' })).toBeInTheDocument();
    expect(histories).toEqual([]);
  });

  it('says when the search matches nothing, asking only once typing pauses', async () => {
    const { user, api } = renderActivity();
    await user.type(await screen.findByRole('combobox', { name: 'Find devices' }), 'zebra');
    expect(await screen.findByText(messages.deviceNotFoundSearch)).toBeInTheDocument();
    expect(api.findQueries.filter((query) => query.includes('name='))).toEqual([
      'type=all&page=1&perPage=20&name=zebra',
    ]);
  });

  it('shows picked devices as chips and maps their histories with a legend', async () => {
    const { user, histories } = renderActivity();
    const search = await screen.findByRole('combobox', { name: 'Find devices' });
    await user.click(search);
    await user.click(await screen.findByRole('option', { name: /Blue backpack/ }));
    await user.click(await screen.findByRole('option', { name: /Red suitcase/ }));

    const chips = screen.getByRole('list', { name: 'Chosen devices' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    expect(within(chips).getByText('Blue backpack')).toBeInTheDocument();
    expect(within(chips).getByText('Red suitcase')).toBeInTheDocument();
    await waitFor(() => expect(legendEntries()).toEqual(['Blue backpack3 points', 'Red suitcase5 points']));
    expect(histories.at(-1)).toEqual({ deviceUUIDs: ['GPS-0001', 'GPS-0002'], perDevice: 500 });
  });

  it('replays the chosen devices together, each with its own marker, over the span of all their positions', async () => {
    const { user } = renderActivity();
    const replay = await screen.findByRole('button', { name: 'Replay' });
    expect(replay).toBeDisabled();
    await user.click(await screen.findByRole('combobox', { name: 'Find devices' }));
    await user.click(await screen.findByRole('option', { name: /Blue backpack/ }));
    await user.click(await screen.findByRole('option', { name: /Red suitcase/ }));
    await waitFor(() => expect(replay).toBeEnabled());

    await user.click(replay);
    const slider = screen.getByRole('slider', { name: 'Replay time' });
    // Red suitcase's five positions reach back four minutes, Blue backpack's three only two.
    expect(slider).toHaveAttribute('aria-valuemin', String(Date.UTC(2026, 0, 1, 11, 56)));
    expect(slider).toHaveAttribute('aria-valuemax', String(Date.UTC(2026, 0, 1, 12, 0)));
    expect(screen.getByRole('button', { name: 'Play replay' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close replay' }));
    expect(screen.queryByRole('slider', { name: 'Replay time' })).toBeNull();
  });

  it('asks again when a chip is removed or the points per device change', async () => {
    const { user, histories, router } = renderActivity('/devices/activity?devices=GPS-0001,GPS-0002,GPS-0003');
    await waitFor(() =>
      expect(legendEntries()).toEqual(['Blue backpack3 points', 'Red suitcase5 points', 'Dog collarNo positions']),
    );
    expect(histories).toEqual([{ deviceUUIDs: ['GPS-0001', 'GPS-0002', 'GPS-0003'], perDevice: 500 }]);

    await user.click(screen.getByRole('img', { name: 'Remove Red suitcase' }));
    await waitFor(() => expect(legendEntries()).toEqual(['Blue backpack3 points', 'Dog collarNo positions']));
    expect(histories.at(-1)).toEqual({ deviceUUIDs: ['GPS-0001', 'GPS-0003'], perDevice: 500 });
    expect(router.state.location.search).toBe('?devices=GPS-0001%2CGPS-0003');

    await user.click(screen.getByRole('combobox', { name: 'Points per device' }));
    await user.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() => expect(histories.at(-1)).toEqual({ deviceUUIDs: ['GPS-0001', 'GPS-0003'], perDevice: 100 }));
  });

  it('shows a failed history call as a toast and an error with a retry', async () => {
    const { user } = renderActivity('/devices/activity?devices=GPS-0001');
    let calls = 0;
    server.use(
      onCall(historyEndpoints.latest, () => {
        calls += 1;
        return HttpResponse.json({ success: false, message: 'History store unavailable', errors: [] }, { status: 400 });
      }),
    );
    // The toast shows the server's message; the page only says that nothing loaded.
    expect(await screen.findByText('History store unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('History store unavailable')).toHaveLength(1);
    expect(screen.getByText('Not loaded.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('takes no more devices than one history call can answer', async () => {
    const many = Array.from({ length: 50 }, (_, i) => `GPS-${String(i + 1).padStart(4, '0')}`);
    renderActivity(`/devices/activity?devices=${[...many, 'GPS-0051'].join(',')}`);
    expect(await screen.findByText(/The map shows at most 50 devices at once/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Find devices' })).toBeDisabled();
    expect(within(screen.getByRole('list', { name: 'Chosen devices' })).getAllByRole('listitem')).toHaveLength(50);
  });

  it('denies the page to roles without Device Activity', async () => {
    renderActivity('/devices/activity', ['user']);
    expect(await screen.findByText(messages.permissionDenied)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my devices' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('combobox', { name: 'Find devices' })).toBeNull();
  });
});
