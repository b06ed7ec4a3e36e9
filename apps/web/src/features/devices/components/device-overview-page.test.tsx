import { messages, type Role } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';

const gps = (n: number, name = `Tracker ${n}`) => deviceFixture({ _id: `gps-${n}`, deviceUUID: `GPS-000${n}`, name });

const twoDevices = [
  gps(1, 'Blue backpack'),
  deviceFixture({ _id: 'card-1', deviceUUID: 'CARD-1', name: 'Wallet', deviceType: 'shield_card' }),
];

function renderOverview(devices = twoDevices, path = '/', roles: Role[] = ['user']) {
  mockCurrentUser(userFixture({ roles }));
  const api = mockDevices(devices);
  return { ...renderApp(path, { signedIn: true }), api };
}

describe('device overview', () => {
  it('welcomes an account without devices after asking only for the count', async () => {
    mockCurrentUser(userFixture({ name: 'Ada Lovelace' }));
    const { findQueries } = mockDevices([]);
    renderApp('/', { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Welcome to Lodestar, Ada Lovelace!' })).toBeInTheDocument();
    expect(screen.getByText(/Add your first device in the Lodestar phone app/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', 'https://apps.example.test/ios');
    expect(screen.getByRole('link', { name: 'Google Play' })).toHaveAttribute(
      'href',
      'https://apps.example.test/android',
    );
    expect(screen.getByRole('link', { name: 'Visit Help & Support' })).toHaveAttribute(
      'href',
      'https://help.example.test/',
    );
    expect(findQueries).toContain('type=all&page=1&perPage=1');
  });

  it('shows the page of devices as a carousel in combo view and selects the first', async () => {
    useAppStore.getState().setDeviceTypeFilter('all');
    const { router, api } = renderOverview();

    const carousel = await screen.findByRole('region', { name: 'Devices' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getAllByRole('group')).toHaveLength(2);
    expect(within(carousel).getByRole('heading', { name: 'Blue backpack' })).toBeInTheDocument();
    expect(within(carousel).getByRole('heading', { name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous devices' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next devices' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/GPS-0001'));
    expect(await screen.findByRole('link', { name: /Blue backpack/, current: true })).toBeInTheDocument();
    expect(api.findQueries).toContain('type=all&page=1&perPage=6');
  });

  it('shows cards in grid view and rows in list view', async () => {
    useAppStore.setState({ deviceTypeFilter: 'all', viewType: 'grid' });
    const { user } = renderOverview();

    const grid = await screen.findByRole('list', { name: 'Devices' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'View type' }));
    await user.click(screen.getByRole('menuitem', { name: 'List view' }));
    const table = await screen.findByRole('table', { name: 'Devices' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Blue backpack' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Card')).toBeInTheDocument();
  });

  it('marks the device of the address as selected and selects another by its card', async () => {
    useAppStore.setState({ deviceTypeFilter: 'all', viewType: 'grid' });
    const { user, router } = renderOverview(twoDevices, '/device/CARD-1');

    expect(await screen.findByRole('link', { name: /Wallet/, current: true })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Blue backpack/ }));
    expect(await screen.findByRole('link', { name: /Blue backpack/, current: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/device/GPS-0001');
    expect(useAppStore.getState().deviceUUID).toBe('GPS-0001');
  });

  it('asks the server for page 2 and selects its first device', async () => {
    useAppStore.setState({ viewType: 'grid' });
    const eight = Array.from({ length: 8 }, (_, index) => gps(index + 1));
    const { user, router, api } = renderOverview(eight);

    expect(await screen.findByRole('heading', { name: 'Tracker 6' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tracker 7' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByRole('heading', { name: 'Tracker 7' })).toBeInTheDocument();
    expect(api.findQueries).toContain('type=shield_gps&page=2&perPage=6');
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/GPS-0007'));
  });

  it('debounces the search, goes back to page 1 and selects the first result', async () => {
    useAppStore.setState({ viewType: 'grid' });
    const devices = [
      ...Array.from({ length: 7 }, (_, index) => gps(index + 1)),
      gps(8, 'Dog collar'),
      gps(9, 'Doghouse'),
    ];
    const { user, router, api } = renderOverview(devices);
    await user.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('heading', { name: 'Dog collar' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by device name' }), 'dog');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Tracker 7' })).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'pagination navigation' })).toBeNull();
    const searches = api.findQueries.filter((query) => query.includes('name='));
    expect(searches).toEqual(['type=shield_gps&page=1&perPage=6&name=dog']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/GPS-0008'));
  });

  it('says when the search finds nothing and clears the current device', async () => {
    const { user, router } = renderOverview(twoDevices, '/device/GPS-0001');
    await screen.findByRole('heading', { name: 'Blue backpack' });

    // The top bar's box edits the same search text as the overview's input.
    await user.type(screen.getByRole('searchbox', { name: 'Search devices' }), 'zebra');
    expect(screen.getByRole('searchbox', { name: 'Search by device name' })).toHaveValue('zebra');
    expect(await screen.findByText(messages.deviceNotFoundSearch)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useAppStore.getState().deviceUUID).toBeNull();
    expect(await screen.findByText('Select a device to see its details.')).toBeInTheDocument();
  });

  it('names the type when the filter has no device', async () => {
    useAppStore.getState().setDeviceTypeFilter('smart_lock');
    renderOverview();
    expect(await screen.findByText(/You have no Portable Smart Lock devices yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Location history' })).toBeInTheDocument();
  });

  it('shows the last-seen time and N/A for a device never seen', async () => {
    useAppStore.setState({ deviceTypeFilter: 'all', viewType: 'grid' });
    const seen = deviceFixture({ lastSeenTime: new Date(Date.now() - 5 * 60_000 - 1000).toISOString() });
    renderOverview([seen, gps(2)]);
    const [first, second] = await screen.findAllByRole('listitem');
    expect(within(first!).getByText(/Last seen/)).toHaveTextContent('Last seen 5 minutes ago');
    expect(within(second!).getByText(/Last seen/)).toHaveTextContent('Last seen N/A');
  });

  it('shows the battery of GPS devices to enterprise and admin roles only', async () => {
    useAppStore.setState({ deviceTypeFilter: 'all', viewType: 'grid' });
    const devices = [
      deviceFixture({ battery_percentage: 12 }),
      gps(2, 'By voltage'),
      deviceFixture({
        _id: 'card-1',
        deviceUUID: 'CARD-1',
        name: 'Wallet',
        deviceType: 'shield_card',
        battery_percentage: 90,
      }),
    ];
    devices[1]!.modem_voltage = 3500;
    renderOverview(devices, '/', ['enterprise']);

    const [low, byVoltage, card] = await screen.findAllByRole('listitem');
    expect(within(low!).getByRole('img', { name: 'Battery 12%, alert' })).toHaveAttribute('data-level', 'alert');
    expect(within(byVoltage!).getByRole('img', { name: 'Battery 25%, normal' })).toHaveAttribute(
      'data-level',
      'normal',
    );
    expect(within(card!).queryByRole('img', { name: /Battery/ })).toBeNull();
  });

  it('hides the battery from other roles', async () => {
    useAppStore.setState({ viewType: 'list' });
    renderOverview([deviceFixture({ battery_percentage: 80 })], '/', ['user']);
    const table = await screen.findByRole('table', { name: 'Devices' });
    expect(within(table).queryByRole('columnheader', { name: 'Battery' })).toBeNull();
    expect(within(table).queryByRole('img', { name: /Battery/ })).toBeNull();
  });

  it('shows an error state with Retry and the fallback toast when devices cannot load', async () => {
    mockCurrentUser(userFixture());
    server.use(http.get('/api/devices/find/:userId', () => HttpResponse.json({}, { status: 400 })));
    const { user } = renderApp('/', { signedIn: true });

    expect(await screen.findByText(messages.devicesFetchFallback)).toBeInTheDocument();
    expect(screen.getByText(messages.unableToLoadDevices)).toBeInTheDocument();

    mockDevices([]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Welcome to Lodestar/ })).toBeInTheDocument();
  });
});
