import { type Device, historyEndpoints, type LocationRecord, messages } from '@lodestar/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, type HttpHandler } from 'msw';
import { onCallOffContract } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeToSecond } from '../../../lib/date-time';
import { useAppStore } from '../../../lib/store';
import { deviceFixture, locationFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, mockHistory, server } from '../../../test/server';
import { historyKeys } from '../../../lib/history-keys';
import { applyLiveLocation } from '../api/live-history';

const tracker = deviceFixture({ temperature: { ...deviceFixture().temperature, unit: 'f' } });

/** `count` positions of `device`, newest first, a minute apart, walking north. */
function track(count: number, device: Device = tracker, overrides: Partial<LocationRecord> = {}): LocationRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const time = new Date(Date.parse('2026-05-01T10:00:00.000Z') - index * 60_000);
    return locationFixture({
      _id: `loc-${count - index}`,
      deviceId: device._id,
      deviceUUID: device.deviceUUID,
      latitude: -33.86 - index * 0.001,
      address: `${count - index} George St, Sydney`,
      timeCreated: time.toISOString(),
      timestamp: time.getTime() / 1000,
      ...overrides,
    });
  });
}

/** The overview of `device` with its history panel; `handlers` override the mocked reads. */
function renderHistory(device: Device, locations: LocationRecord[], ...handlers: HttpHandler[]) {
  useAppStore.getState().setDeviceTypeFilter('all');
  mockCurrentUser();
  mockDevices([device]);
  const calls = mockHistory(locations);
  server.use(...handlers);
  return { ...renderApp(`/device/${device.deviceUUID}`, { signedIn: true }), ...calls };
}

// The first render of the lazy overview page and of the lazy history views transforms their module graphs.
const firstRender = { timeout: 10_000 };
const panel = () => screen.findByRole('region', { name: 'Location history' }, firstRender);
const historyMap = async () =>
  within(await panel()).findByRole('region', { name: 'Location history map' }, firstRender);
const markerTitles = (map: HTMLElement) =>
  [...map.querySelectorAll<HTMLElement>('.leaflet-marker-pane .lodestar-numbered-marker')].map(
    (marker) => marker.title,
  );
const route = (map: HTMLElement) => map.querySelector('.leaflet-overlay-pane path.lodestar-route');

async function markersOf(map: HTMLElement, count: number) {
  await waitFor(() => expect(markerTitles(map)).toHaveLength(count));
  return markerTitles(map);
}

describe('history panel: map', () => {
  it('numbers the markers from 1 = the newest position, highlighted, named by address and time', async () => {
    const locations = track(3);
    renderHistory(tracker, locations);
    const map = await historyMap();
    expect(await markersOf(map, 3)).toEqual(
      locations.map(
        (location, index) => `Location ${index + 1}: ${location.address}, ${formatDateTime(location.timeCreated)}`,
      ),
    );
    const markers = map.querySelectorAll('.leaflet-marker-pane .lodestar-numbered-marker');
    expect(markers[0]).toHaveClass('lodestar-numbered-marker-highlighted');
    expect(markers[0]).toHaveTextContent('1');
    expect(map.querySelectorAll('.lodestar-numbered-marker-highlighted')).toHaveLength(1);
    expect(within(map).getByRole('button', { name: markerTitles(map)[0] })).toBeInTheDocument();
  });

  it('draws the route only under 50 positions per page, and asks for the chosen count', async () => {
    const { user, mapQueries } = renderHistory(tracker, track(100));
    const map = await historyMap();
    await markersOf(map, 10);
    expect(route(map)).not.toBeNull();

    for (const [perPage, drawn] of [
      [20, true],
      [30, true],
      [40, true],
      [50, false],
      [75, false],
      [100, false],
    ] as const) {
      await user.click(within(await panel()).getByRole('combobox', { name: 'Per page' }));
      await user.click(await screen.findByRole('option', { name: String(perPage) }));
      await markersOf(map, perPage);
      expect(route(map) !== null).toBe(drawn);
    }
    expect(mapQueries).toEqual([
      'perPage=10',
      'perPage=20',
      'perPage=30',
      'perPage=40',
      'perPage=50',
      'perPage=75',
      'perPage=100',
    ]);
  });

  const boundary = [
    { lat: -33.85, lng: 151.2 },
    { lat: -33.85, lng: 151.22 },
    { lat: -33.87, lng: 151.22 },
  ];

  it('shows the geofence as a polygon when the device has three boundary points or more', async () => {
    renderHistory(
      { ...tracker, mapBoundaryPoints: boundary, geoFence: { ...tracker.geoFence, enable: true } },
      track(2),
    );
    const map = await historyMap();
    await waitFor(() => expect(map.querySelector('path.lodestar-geofence')).not.toBeNull());
    expect(map.querySelector('path.lodestar-geofence')).not.toHaveAttribute('stroke-dasharray');
    expect(within(await panel()).getByText('Geo-fence')).toBeInTheDocument();
  });

  it('draws a geofence that is off dashed, and says so', async () => {
    renderHistory({ ...tracker, mapBoundaryPoints: boundary }, track(2));
    const map = await historyMap();
    await waitFor(() => expect(map.querySelector('path.lodestar-geofence')).toHaveAttribute('stroke-dasharray', '6 6'));
    expect(within(await panel()).getByText('Geo-fence off')).toBeInTheDocument();
  });

  it('draws no geofence under three boundary points', async () => {
    renderHistory({ ...tracker, mapBoundaryPoints: boundary.slice(0, 2) }, track(2));
    const map = await historyMap();
    await markersOf(map, 2);
    expect(map.querySelector('path.lodestar-geofence')).toBeNull();
    expect(within(await panel()).queryByText(/Geo-fence/)).toBeNull();
  });

  it('says when the device has no locations yet', async () => {
    renderHistory(tracker, []);
    expect(await within(await panel()).findByText('No locations yet.')).toBeInTheDocument();
  });

  it('switches to satellite imagery and remembers the view', async () => {
    const { user } = renderHistory(tracker, track(2));
    const map = await historyMap();
    await user.click(within(await panel()).getByRole('button', { name: 'Satellite' }));
    await waitFor(() => expect(map.querySelector('.leaflet-control-attribution')).toHaveTextContent('© Imagery'));
    expect(within(await panel()).getByRole('button', { name: 'Satellite' })).toHaveAttribute('aria-pressed', 'true');
    expect(useAppStore.getState().historyView).toBe('satellite');
  });

  it('expands the map to a full-screen dialog with the same markers', async () => {
    const { user } = renderHistory(tracker, track(4));
    await markersOf(await historyMap(), 4);
    await user.click(within(await panel()).getByRole('button', { name: 'Expand map' }));
    const dialog = await screen.findByRole('dialog', { name: `Location history: ${tracker.name}` });
    expect(
      await markersOf(await within(dialog).findByRole('region', { name: 'Location history map' }), 4),
    ).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: 'Close full screen map' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the error with Retry, and toasts it, when the history cannot load', async () => {
    const { user } = renderHistory(
      tracker,
      track(2),
      onCallOffContract(historyEndpoints.map, () => HttpResponse.json({}, { status: 400 })),
    );
    expect(await within(await panel()).findByText('Not loaded.')).toBeInTheDocument();
    expect(await screen.findByText(messages.unableToLoadDeviceMap)).toBeInTheDocument();
    expect(screen.getAllByText(messages.unableToLoadDeviceMap)).toHaveLength(1);

    mockHistory(track(2));
    await user.click(within(await panel()).getByRole('button', { name: 'Retry' }));
    await markersOf(await historyMap(), 2);
  });

  it('takes a live location at the head and moves the numbers on', async () => {
    const locations = track(2);
    const { queryClient } = renderHistory(tracker, locations);
    const map = await historyMap();
    await markersOf(map, 2);

    const moved = locationFixture({
      _id: 'live',
      latitude: -33.85,
      address: '9 Pitt St, Sydney',
      timeCreated: '2026-05-01T10:05:00.000Z',
    });
    act(() => applyLiveLocation(queryClient, tracker.deviceUUID, moved));
    const titles = await markersOf(map, 3);
    expect(titles[0]).toBe(`Location 1: 9 Pitt St, Sydney, ${formatDateTime(moved.timeCreated)}`);
    expect(titles[1]).toMatch(/^Location 2: 2 George St/);

    const stayed = { ...moved, _id: 'live-2', timeCreated: '2026-05-01T10:10:00.000Z' };
    act(() => applyLiveLocation(queryClient, tracker.deviceUUID, stayed));
    await waitFor(() =>
      expect(markerTitles(map)[0]).toBe(`Location 1: 9 Pitt St, Sydney, ${formatDateTime(stayed.timeCreated)}`),
    );
    expect(markerTitles(map)).toHaveLength(3);
  });
});

describe('history panel: grid', () => {
  const showGrid = () => useAppStore.getState().setHistoryView('grid');
  const table = async () => within(await panel()).findByRole('table', { name: 'Location history' }, firstRender);
  const headers = async () =>
    within(await table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
  const firstRow = async () => within(await table()).getAllByRole('row')[1]!;

  it("gives a GPS tracker its time to the second, Temperature, Type and Accuracy, in the device's unit, with the fix type and its alert", async () => {
    showGrid();
    const [location] = track(1, tracker, {
      timeCreated: '2026-05-01T10:00:07.000Z',
      modem_temperature_c: 22,
      accuracy: 12.4,
      type: 'mcell',
      alert: 'sos',
      alertType: 'SOS',
    });
    renderHistory(tracker, [location!]);
    await within(await table()).findByText('1 George St, Sydney');
    expect(await headers()).toEqual(['Address', 'Created On', 'Temperature', 'Type', 'Accuracy']);
    const cells = within(await firstRow())
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '1 George St, Sydney',
      formatDateTimeToSecond('2026-05-01T10:00:07.000Z'),
      '71.6 °F',
      'Multi-cellSOS',
      '12 m',
    ]);
  });

  it('gives a card tracker Address and Created On only', async () => {
    showGrid();
    const card = deviceFixture({ deviceType: 'shield_card', deviceUUID: 'CARD-1' });
    renderHistory(card, track(1, card));
    await within(await table()).findByText('1 George St, Sydney');
    expect(await headers()).toEqual(['Address', 'Created On']);
  });

  it('gives a lock its lock events with the lock-by type', async () => {
    showGrid();
    const lock = deviceFixture({ deviceType: 'smart_lock', deviceUUID: 'LOCK-1' });
    const events = [
      ...track(1, lock, { isLocked: false, unlockType: 'app' }),
      ...track(1, lock, { _id: 'b', isLocked: false, unlockType: 'buttonCode' }),
      ...track(1, lock, { _id: 'c', isLocked: false, unlockType: 'tsaUnlock' }),
      ...track(1, lock, { _id: 'd', isLocked: true, unlockType: 'autoLocked' }),
    ];
    renderHistory(lock, events);
    await within(await table()).findAllByText('1 George St, Sydney');
    expect(await headers()).toEqual(['Address', 'Created On', 'Lock', 'Lock By']);
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(2)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Unlocked', 'App'],
      ['Unlocked', 'Button Code'],
      ['Unlocked', 'TSA Unlock'],
      ['Locked', 'Auto Locked'],
    ]);
  });

  it('pages through the history 10 at a time, and filters it', async () => {
    showGrid();
    const { user, pageQueries } = renderHistory(tracker, track(25));
    await within(await table()).findByText('25 George St, Sydney');
    expect(within(await table()).getAllByRole('row')).toHaveLength(11);
    expect(within(await panel()).getByText('1–10 of 25')).toBeInTheDocument();

    await user.click(within(await panel()).getByRole('button', { name: 'Go to next page' }));
    expect(await within(await panel()).findByText('15 George St, Sydney')).toBeInTheDocument();
    expect(pageQueries.at(-1)).toBe('page=2&perPage=10&filter=all');

    await user.click(within(await panel()).getByRole('combobox', { name: 'Filter' }));
    await user.click(await screen.findByRole('option', { name: 'Alerts' }));
    expect(await within(await panel()).findByText('No locations match this filter.')).toBeInTheDocument();
    expect(pageQueries.at(-1)).toBe('page=1&perPage=10&filter=alerts');
  });

  it('moves back to the last page when the history shrinks under it (cleared elsewhere)', async () => {
    showGrid();
    const { user, queryClient } = renderHistory(tracker, track(25));
    await within(await table()).findByText('25 George St, Sydney');
    await user.click(within(await panel()).getByRole('button', { name: 'Go to next page' }));
    await user.click(await within(await panel()).findByRole('button', { name: 'Go to next page' }));
    expect(await within(await panel()).findByText('5 George St, Sydney')).toBeInTheDocument();

    mockHistory(track(3));
    await act(() => queryClient.invalidateQueries({ queryKey: historyKeys.device(tracker.deviceUUID) }));
    expect(await within(await panel()).findByText('3 George St, Sydney')).toBeInTheDocument();
    expect(within(await panel()).getByText('1–3 of 3')).toBeInTheDocument();
  });

  it('shows the error with Retry, and toasts it, when a page cannot load', async () => {
    showGrid();
    renderHistory(
      tracker,
      [],
      onCallOffContract(historyEndpoints.find, () => HttpResponse.json({}, { status: 400 })),
    );
    const text = messages.unableToLoadHistory(tracker.name);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getAllByText(text)).toHaveLength(1);
    expect(within(await panel()).getByText('Not loaded.')).toBeInTheDocument();
    expect(within(await panel()).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
