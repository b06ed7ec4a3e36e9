import { deviceEndpoints, messages, type Role } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCallOffContract } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { useAppStore } from '../../../lib/store';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';

const gps = (n: number, name = `Tracker ${n}`) => deviceFixture({ _id: `gps-${n}`, deviceUUID: `GPS-000${n}`, name });

const twoDevices = [
  gps(1, 'Blue backpack'),
  deviceFixture({ _id: 'card-1', deviceUUID: 'CARD-1', name: 'Wallet', deviceType: 'shield_card' }),
];

/** The value beside a term of the info panel. */
async function infoValue(label: string) {
  const panel = await screen.findByRole('region', { name: 'Device info' });
  const term = await within(panel).findByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

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

  it("pages in combo view by the carousel's arrows alone: past either end they go on to the page beside", async () => {
    const eight = Array.from({ length: 8 }, (_, index) => gps(index + 1));
    const { user, api } = renderOverview(eight);

    const carousel = await screen.findByRole('region', { name: 'Devices' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(6);
    expect(screen.queryByRole('navigation', { name: 'pagination navigation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous devices' })).toBeDisabled();
    // This page's last slides are in view here (no layout in the test's browser): Next goes on to page 2.
    await user.click(screen.getByRole('button', { name: 'Next devices' }));
    expect(await within(carousel).findByRole('heading', { name: 'Tracker 7' })).toBeInTheDocument();
    expect(api.findQueries).toContain('type=shield_gps&page=2&perPage=6');
    expect(screen.getByRole('button', { name: 'Next devices' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous devices' }));
    expect(await within(carousel).findByRole('heading', { name: 'Tracker 1' })).toBeInTheDocument();
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

  it('asks the server for page 2 and keeps the selection while paging', async () => {
    useAppStore.setState({ viewType: 'grid' });
    const eight = Array.from({ length: 8 }, (_, index) => gps(index + 1));
    const { user, router, api } = renderOverview(eight);

    expect(await screen.findByRole('link', { name: /Tracker 1/, current: true })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tracker 7' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByRole('heading', { name: 'Tracker 7' })).toBeInTheDocument();
    expect(api.findQueries).toContain('type=shield_gps&page=2&perPage=6');
    expect(screen.queryByRole('link', { current: true })).toBeNull();
    expect(router.state.location.pathname).toBe('/device/GPS-0001');
    expect(await infoValue('Serial Number')).toHaveTextContent('GPS-0001');

    await user.click(screen.getByRole('button', { name: 'Go to page 1' }));
    expect(await screen.findByRole('link', { name: /Tracker 1/, current: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/device/GPS-0001');
  });

  it('keeps a deep-linked device of a later page selected, and marks it on its page', async () => {
    useAppStore.setState({ viewType: 'grid' });
    const nine = Array.from({ length: 9 }, (_, index) => gps(index + 1));
    const { user, router } = renderOverview(nine, '/device/GPS-0007');

    expect(await screen.findByRole('heading', { name: 'Tracker 1' })).toBeInTheDocument();
    expect(await infoValue('Serial Number')).toHaveTextContent('GPS-0007');
    expect(screen.queryByRole('link', { current: true })).toBeNull();
    expect(router.state.location.pathname).toBe('/device/GPS-0007');

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('link', { name: /Tracker 7/, current: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/device/GPS-0007');
  });

  it('opens at the remembered device even when it is not on the first page', async () => {
    useAppStore.setState({ viewType: 'grid', deviceUUID: 'GPS-0008' });
    const nine = Array.from({ length: 9 }, (_, index) => gps(index + 1));
    const { router } = renderOverview(nine);

    await waitFor(() => expect(router.state.location.pathname).toBe('/device/GPS-0008'));
    expect(await infoValue('Serial Number')).toHaveTextContent('GPS-0008');
    expect(screen.queryByRole('link', { current: true })).toBeNull();
  });

  it('keeps a deep-linked lock under the GPS filter, then applies the rule when the filter changes', async () => {
    useAppStore.setState({ viewType: 'grid' });
    const lock = deviceFixture({ _id: 'lock-1', deviceUUID: 'LOCK-1', name: 'Front door', deviceType: 'smart_lock' });
    const { user, router } = renderOverview([...twoDevices, lock], '/device/LOCK-1');

    expect(await screen.findByRole('heading', { name: 'Blue backpack' })).toBeInTheDocument();
    expect(await infoValue('Type')).toHaveTextContent('Portable Smart Lock');
    expect(router.state.location.pathname).toBe('/device/LOCK-1');
    expect(screen.queryByRole('link', { current: true })).toBeNull();

    // Among the results of the new filter: it stays.
    const filters = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(filters).getByRole('button', { name: 'All Devices' }));
    expect(await screen.findByRole('link', { name: /Front door/, current: true })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/LOCK-1'));

    // Not among them: the first result is selected.
    await user.click(within(filters).getByRole('button', { name: 'Card' }));
    expect(await screen.findByRole('link', { name: /Wallet/, current: true })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/CARD-1'));
    expect(useAppStore.getState().deviceUUID).toBe('CARD-1');
  });

  it('falls back to the first device of the page when the addressed one answers 404', async () => {
    useAppStore.setState({ viewType: 'grid' });
    const { router, api } = renderOverview(twoDevices, '/device/GONE-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/device/GPS-0001'));
    expect(await screen.findByRole('link', { name: /Blue backpack/, current: true })).toBeInTheDocument();
    expect(await infoValue('Serial Number')).toHaveTextContent('GPS-0001');
    await waitFor(() => expect(useAppStore.getState().deviceUUID).toBe('GPS-0001'));
    expect(api.deviceReads).toContain('GONE-1');
  });

  it('clears a remembered device that answers 404 when the filter has no device', async () => {
    useAppStore.setState({ deviceTypeFilter: 'smart_lock', deviceUUID: 'GONE-1' });
    renderOverview();

    expect(await screen.findByText(/You have no Portable Smart Lock devices yet/)).toBeInTheDocument();
    await waitFor(() => expect(useAppStore.getState().deviceUUID).toBeNull());
    expect(await screen.findByText('Select a device to see its details.')).toBeInTheDocument();
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

    // The overview's box is its one search: the top bar's is left out here.
    expect(screen.queryByRole('searchbox', { name: 'Search devices' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search by device name' }), 'zebra');
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

  it("says on the owner's card and row when a plan's payment failed, linking to the Payments page", async () => {
    useAppStore.setState({ deviceTypeFilter: 'all', viewType: 'grid' });
    const failing = deviceFixture({ subscription: { status: 'Active', paymentIssue: 'past_due', authenticationInvoiceId: null } });
    const unpaid = gps(2);
    unpaid.subscription = { status: 'Suspended', paymentIssue: 'unpaid', authenticationInvoiceId: null };
    const { user } = renderOverview([failing, unpaid, gps(3)]);
    const [first, second, third] = await screen.findAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Payment failed: update your card' })).toHaveAttribute(
      'href',
      '/user/payments',
    );
    expect(within(second!).getByRole('link', { name: 'Unpaid: update your card' })).toBeInTheDocument();
    expect(within(third!).queryByRole('link', { name: /update your card/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View type' }));
    await user.click(screen.getByRole('menuitem', { name: 'List view' }));
    const rows = within(await screen.findByRole('table', { name: 'Devices' })).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Payment failed: update your card' })).toBeInTheDocument();
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
    expect(within(byVoltage!).getByRole('img', { name: 'Battery 25%, warning' })).toHaveAttribute('data-level', 'warn');
    expect(within(card!).queryByRole('img', { name: /Battery/ })).toBeNull();
  });

  it("colours each tracker's battery by its own low-battery level, on the cards and in the list", async () => {
    useAppStore.setState({ deviceTypeFilter: 'all', viewType: 'grid' });
    const watchful = deviceFixture({ ...gps(1), battery_percentage: 35, lowBattery: { enable: true, level: 40 } });
    const relaxed = deviceFixture({ ...gps(2), battery_percentage: 35, lowBattery: { enable: true, level: 10 } });
    const { user } = renderOverview([watchful, relaxed], '/', ['enterprise']);
    const expectGauges = (low: HTMLElement, fine: HTMLElement) => {
      const lowGauge = within(low).getByRole('img', { name: 'Battery 35%, alert' });
      expect(lowGauge.querySelector('svg')).toHaveStyle({ color: theme.palette.error.main });
      const fineGauge = within(fine).getByRole('img', { name: 'Battery 35%, normal' });
      expect(fineGauge.querySelector('svg')).toHaveStyle({ color: theme.palette.success.main });
    };
    const [card1, card2] = await screen.findAllByRole('listitem');
    expectGauges(card1!, card2!);

    await user.click(screen.getByRole('button', { name: 'View type' }));
    await user.click(screen.getByRole('menuitem', { name: 'List view' }));
    const [, row1, row2] = within(await screen.findByRole('table', { name: 'Devices' })).getAllByRole('row');
    expectGauges(row1!, row2!);
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
    server.use(onCallOffContract(deviceEndpoints.find, () => HttpResponse.json({}, { status: 400 })));
    const { user } = renderApp('/', { signedIn: true });

    // The toast says why, once; the page only says that nothing loaded.
    expect(await screen.findByText(messages.devicesFetchFallback)).toBeInTheDocument();
    expect(screen.getAllByText(messages.devicesFetchFallback)).toHaveLength(1);
    expect(screen.getByText('Not loaded.')).toBeInTheDocument();

    mockDevices([]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Welcome to Lodestar/ })).toBeInTheDocument();
  });
});
