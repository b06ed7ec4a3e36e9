import { type Device, deviceEndpoints, type GetDeviceResponse, messages, passcodeMessages, type Role, serverMessages, sharingEndpoints } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall, onCallOffContract } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { deviceKeys } from '../api/device-keys';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';

const spare = deviceFixture({ _id: 'device-2', deviceUUID: 'GPS-0002', name: 'Spare tracker' });

/** Opens the options menu of the first card (the device under test) and returns the menu's item names. */
async function openOptions(device: Device, roles: Role[] = ['user']) {
  useAppStore.setState({ deviceTypeFilter: 'all', viewType: 'grid' });
  mockCurrentUser(userFixture({ roles }));
  const api = mockDevices([device, spare]);
  const view = renderApp(`/device/${device.deviceUUID}`, { signedIn: true });
  const [card] = await screen.findAllByRole('listitem');
  await view.user.click(within(card!).getByRole('button', { name: 'Device options' }));
  const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
  return { ...view, api, items: items.map((item) => item.textContent) };
}

describe('device options menu', () => {
  it('offers a SuperOwner every action, Remove all only once the device is shared', async () => {
    const { items } = await openOptions(deviceFixture({ privilege: 3 }));
    expect(items).toEqual([
      'Get temperature',
      'Turn on alarm',
      'Device settings',
      'Share',
      'Manage sharing',
      'Remove device',
      'Remove all',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Remove all' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers an Owner share no removal', async () => {
    const { items } = await openOptions(deviceFixture({ privilege: 0, alarm: true }));
    expect(items).toEqual(['Get temperature', 'Turn off alarm', 'Device settings', 'Share', 'Manage sharing']);
  });

  it('offers a Limited share only Get temperature', async () => {
    const { items } = await openOptions(deviceFixture({ privilege: 2 }));
    expect(items).toEqual(['Get temperature']);
  });

  it('never offers the sharedUser role sharing or removal, and sends its settings to the alert settings', async () => {
    const { items, user, router } = await openOptions(deviceFixture({ privilege: 3, share_count: 2 }), ['sharedUser']);
    expect(items).toEqual(['Get temperature', 'Turn on alarm', 'Device settings']);
    await user.click(screen.getByRole('menuitem', { name: 'Device settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/GPS-0001/settings/alert'));
  });

  it('has no menu at all for a lock shared with Limited access', async () => {
    useAppStore.setState({ deviceTypeFilter: 'all', viewType: 'grid' });
    mockCurrentUser(userFixture());
    mockDevices([deviceFixture({ deviceType: 'smart_lock', deviceUUID: 'LOCK-1', privilege: 2 })]);
    renderApp('/', { signedIn: true });
    await screen.findByRole('heading', { name: 'Blue backpack' });
    expect(screen.queryByRole('button', { name: 'Device options' })).toBeNull();
  });

  it('opens the share popup from Share, and the sharing settings from Manage sharing', async () => {
    const { user, router } = await openOptions(deviceFixture());
    await user.click(screen.getByRole('menuitem', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Blue backpack' });
    expect(within(dialog).getByRole('textbox', { name: /^Add people/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/device/GPS-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Device options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Manage sharing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/GPS-0001/settings/sharing'));
  });

  it('asks before removing, removes, toasts, shows the new passcode until closed and selects another device', async () => {
    const removed: string[] = [];
    let afterRemoval: ReturnType<typeof mockDevices> | undefined;
    server.use(
      onCall(deviceEndpoints.remove, ({ params }) => {
        removed.push(String(params.id));
        afterRemoval = mockDevices([spare]);
        return HttpResponse.json({ success: true, message: messages.removedSuccessfully, passcode: '604512' });
      }),
    );
    const { user, router, queryClient } = await openOptions(deviceFixture());
    await user.click(screen.getByRole('menuitem', { name: 'Remove device' }));

    const dialog = screen.getByRole('dialog', { name: 'Remove device' });
    expect(dialog).toHaveAccessibleDescription(messages.confirmDeviceRemoval);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toEqual([]);

    // The panel has read the device and its firmware by now.
    await screen.findByText('1.0.0');
    expect(queryClient.getQueryData(deviceKeys.detail('GPS-0001'))).toBeDefined();
    await user.click(within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Device options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove device' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(messages.removedSuccessfully)).toBeInTheDocument();
    expect(removed).toEqual(['device-1']);
    const newPasscode = await screen.findByText(passcodeMessages.newAfterRemoval('604512'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/GPS-0002'));
    expect(screen.queryByRole('heading', { name: 'Blue backpack' })).toBeNull();
    expect(await screen.findByRole('link', { name: /Spare tracker/, current: true })).toBeInTheDocument();
    await waitFor(() => expect(useAppStore.getState().deviceUUID).toBe('GPS-0002'));
    // Its cached reads are gone, and nothing asked the server for the removed device again.
    expect(queryClient.getQueryData(deviceKeys.detail('GPS-0001'))).toBeUndefined();
    expect(queryClient.getQueryData(deviceKeys.firmware('GPS-0001'))).toBeUndefined();
    expect(afterRemoval?.deviceReads).toEqual(['GPS-0002']);
    expect(screen.queryByText(messages.unableToLoadDevice)).toBeNull();
    // The passcode outlives the removed row, until it is closed.
    expect(newPasscode).toBeInTheDocument();
    await user.click(
      within(newPasscode.closest('.notistack-MuiContent') as HTMLElement).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(screen.queryByText(passcodeMessages.newAfterRemoval('604512'))).toBeNull());
  });

  it('clears the current device when the removed one was the last', async () => {
    useAppStore.setState({ deviceTypeFilter: 'all', viewType: 'grid' });
    mockCurrentUser(userFixture());
    mockDevices([deviceFixture()]);
    server.use(
      onCall(deviceEndpoints.remove, () => {
        mockDevices([]);
        return HttpResponse.json({ success: true, message: messages.removedSuccessfully, passcode: '604512' });
      }),
    );
    const { user, router, queryClient } = renderApp('/device/GPS-0001', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Device options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove device' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { name: /Welcome to Lodestar/ })).toBeInTheDocument();
    expect(useAppStore.getState().deviceUUID).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(queryClient.getQueryData(deviceKeys.detail('GPS-0001'))).toBeUndefined();
  });

  it('keeps the current device when another one is removed', async () => {
    useAppStore.setState({ deviceTypeFilter: 'all', viewType: 'grid' });
    mockCurrentUser(userFixture());
    mockDevices([deviceFixture(), spare]);
    server.use(
      onCall(deviceEndpoints.remove, () => {
        mockDevices([deviceFixture()]);
        return HttpResponse.json({ success: true, message: messages.removedSuccessfully, passcode: '604512' });
      }),
    );
    const { user, router } = renderApp('/device/GPS-0001', { signedIn: true });
    const spareCard = (await screen.findAllByRole('listitem'))[1]!;
    await user.click(within(spareCard).getByRole('button', { name: 'Device options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove device' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(messages.removedSuccessfully)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Spare tracker' })).toBeNull());
    expect(screen.getByRole('link', { name: /Blue backpack/, current: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/device/GPS-0001');
    expect(useAppStore.getState().deviceUUID).toBe('GPS-0001');
  });

  it('refuses at once to remove a GPS device with an active subscription', async () => {
    const { user } = await openOptions(deviceFixture({ subscription: { status: 'Active', paymentIssue: null, authenticationInvoiceId: null } }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove device' }));

    const dialog = screen.getByRole('dialog', { name: 'Device cannot be removed' });
    expect(dialog).toHaveAccessibleDescription(messages.activeSubscriptionBlocksRemoval);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the blocked dialog when the server refuses the removal with 409', async () => {
    server.use(
      onCall(deviceEndpoints.remove, () =>
        HttpResponse.json(
          { success: false, message: messages.activeSubscriptionBlocksRemoval, errors: [] },
          { status: 409 },
        ),
      ),
    );
    const { user } = await openOptions(deviceFixture());
    await user.click(screen.getByRole('menuitem', { name: 'Remove device' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Device cannot be removed' });
    expect(dialog).toHaveAccessibleDescription(messages.activeSubscriptionBlocksRemoval);
  });

  it('asks before removing all sharing, then toasts the answer', async () => {
    let removedFor: string | undefined;
    server.use(
      onCall(sharingEndpoints.removeAll, ({ params }) => {
        removedFor = String(params.uuid);
        return HttpResponse.json({ success: true, message: messages.removedSuccessfully });
      }),
    );
    const { user } = await openOptions(deviceFixture({ share_count: 2 }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove all' }));

    const dialog = screen.getByRole('dialog', { name: messages.removeAllSharingTitle });
    expect(dialog).toHaveAccessibleDescription(messages.confirmRemoveAllSharing);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(messages.removedSuccessfully)).toBeInTheDocument();
    expect(removedFor).toBe('GPS-0001');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("turns the alarm on, toasts the server's message and patches the cached device without reloading", async () => {
    let path: string | undefined;
    server.use(
      onCall(deviceEndpoints.alarm, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({
          success: true,
          message: serverMessages.alarmOn,
          device: deviceFixture({ alarm: true }),
        });
      }),
    );
    const { user, api, queryClient } = await openOptions(deviceFixture());
    await screen.findByText('1.0.0');
    const reads = { finds: api.findQueries.length, devices: api.deviceReads.length };
    await user.click(screen.getByRole('menuitem', { name: 'Turn on alarm' }));
    expect(await screen.findByText(serverMessages.alarmOn)).toBeInTheDocument();
    expect(path).toBe('/api/devices/alarm/GPS-0001/on');

    await user.click(within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Device options' }));
    expect(screen.getByRole('menuitem', { name: 'Turn off alarm' })).toBeInTheDocument();
    const detail = queryClient.getQueryData<GetDeviceResponse>(deviceKeys.detail('GPS-0001'));
    expect(detail?.device[0]?.alarm).toBe(true);
    expect({ finds: api.findQueries.length, devices: api.deviceReads.length }).toEqual(reads);
  });

  it("toasts the temperature in the device's unit", async () => {
    server.use(
      onCall(deviceEndpoints.temperature, () =>
        HttpResponse.json({ success: true, temperature: { celsius: 22, fahrenheit: 71.6, unit: 'f', readAt: null } }),
      ),
    );
    const { user } = await openOptions(deviceFixture());
    await user.click(screen.getByRole('menuitem', { name: 'Get temperature' }));
    expect(await screen.findByText('Temperature: 71.6 °F')).toBeInTheDocument();
  });

  it('says when the device has not reported a temperature, and falls back when the call fails', async () => {
    server.use(onCall(deviceEndpoints.temperature, () => HttpResponse.json({ success: true, temperature: null })));
    const { user } = await openOptions(deviceFixture());
    await user.click(screen.getByRole('menuitem', { name: 'Get temperature' }));
    expect(await screen.findByText(serverMessages.noTemperatureYet)).toBeInTheDocument();

    server.use(onCallOffContract(deviceEndpoints.temperature, () => HttpResponse.json({}, { status: 500 })));
    await user.click(within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Device options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Get temperature' }));
    expect(await screen.findByText(messages.temperatureFetchFallback)).toBeInTheDocument();
  });
});
