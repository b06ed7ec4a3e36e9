import { type Device, deviceEndpoints, firmwareEndpoints, type FirmwareStatus, messages, type Role, serverMessages } from '@lodestar/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, type HttpHandler } from 'msw';
import { onCall, onCallOffContract } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { formatDate, formatDateTime } from '../../../lib/date-time';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { shareFixture } from '../../../test/sharing-fixtures';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';

/** The overview at `device` for a user of `roles`; `handlers` override the device reads of `mockDevices`. */
function renderPanelAs(roles: Role[], device: Device, ...handlers: HttpHandler[]) {
  useAppStore.getState().setDeviceTypeFilter('all');
  mockCurrentUser(userFixture({ roles }));
  mockDevices([device]);
  server.use(...handlers);
  return renderApp(`/device/${device.deviceUUID}`, { signedIn: true });
}

const renderPanel = (device: Device, ...handlers: HttpHandler[]) => renderPanelAs(['user'], device, ...handlers);

/** The value beside a term of the info panel. */
async function infoValue(label: string) {
  const panel = await screen.findByRole('region', { name: 'Device info' });
  const term = await within(panel).findByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

const tracker = deviceFixture({
  modem_voltage: 3500,
  modem_temperature_c: 22,
  temperature: { ...deviceFixture().temperature, unit: 'f' },
  esim: { ...deviceFixture().esim, status: 'Active' },
  subscription: { status: 'Active', paymentIssue: null, authenticationInvoiceId: null },
  cellRequestsCount: 12,
  cellScanLimit: 150,
  firmwareVersion: '1.0.0',
});

const updateTo110: FirmwareStatus = {
  success: true,
  current: '1.0.0',
  latest: { version: '1.1.0', releasedAt: '2026-11-01T00:00:00.000Z', notes: '' },
  updateAvailable: true,
  pending: null,
};

describe('device info panel', () => {
  it("shows a tracker's details, eDRX and PSM from the device's own values, without a modem-info call", async () => {
    const modemInfoCalls: string[] = [];
    renderPanelAs(
      ['enterprise'],
      { ...tracker, edrx_value: 81.92, psm_tau: 0 },
      onCallOffContract(deviceEndpoints.modemInfo, ({ params }) => {
        modemInfoCalls.push(String(params.deviceUUID));
        return HttpResponse.json({}, { status: 500 });
      }),
    );

    expect(await infoValue('Serial Number')).toHaveTextContent('GPS-0001');
    expect(await infoValue('Type')).toHaveTextContent('GPS');
    expect(await infoValue('Battery')).toHaveTextContent('25% (Warning)');
    expect(await infoValue('Temperature')).toHaveTextContent('71.6 °F');
    expect(await infoValue('eSIM status')).toHaveTextContent('Active');
    expect(await infoValue('Subscription status')).toHaveTextContent('Active');
    expect(await infoValue('eDRX')).toHaveTextContent('On');
    expect(await infoValue('PSM')).toHaveTextContent('Off');
    expect(await infoValue('Cellular pings')).toHaveTextContent('12 / 150');
    expect(await infoValue('Firmware')).toHaveTextContent('1.0.0');
    expect(modemInfoCalls).toEqual([]);
    expect(screen.queryByText('Shared by', { selector: 'dt' })).toBeNull();
  });

  it('shows N/A for a tracker that never reported a temperature, a battery or its power saving', async () => {
    renderPanelAs(['admin'], deviceFixture());
    expect(await infoValue('Temperature')).toHaveTextContent('N/A');
    expect(await infoValue('Battery')).toHaveTextContent('N/A');
    expect(await infoValue('eDRX')).toHaveTextContent('N/A');
    expect(await infoValue('PSM')).toHaveTextContent('N/A');
  });

  const card = { ...tracker, deviceType: 'shield_card', deviceUUID: 'CARD-1' } satisfies Device;
  it.each<{ label: string; roles: Role[]; device: Device; shown: boolean }>([
    { label: 'shows the battery of a GPS tracker to enterprise', roles: ['enterprise'], device: tracker, shown: true },
    { label: 'shows it to enterpriseNoApi', roles: ['enterpriseNoApi'], device: tracker, shown: true },
    { label: 'shows it to superAdmin', roles: ['superAdmin'], device: tracker, shown: true },
    { label: 'hides it from a plain user', roles: ['user'], device: tracker, shown: false },
    { label: 'hides it from sharedUser', roles: ['sharedUser'], device: tracker, shown: false },
    { label: 'hides the battery of a card tracker even from admin', roles: ['admin'], device: card, shown: false },
  ])('$label', async ({ roles, device, shown }) => {
    renderPanelAs(roles, device);
    expect(await infoValue('Temperature')).toHaveTextContent('71.6 °F');
    const battery = screen.queryByText('Battery', { selector: 'dt' });
    if (shown) expect(battery?.nextElementSibling).toHaveTextContent('25% (Warning)');
    else expect(battery).toBeNull();
  });

  it("shows a lock its state, how and when it came about, and its battery, to a user of any role, and no modem rows", async () => {
    const changedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    renderPanel(
      deviceFixture({
        deviceType: 'smart_lock',
        deviceUUID: 'LOCK-1',
        isLocked: false,
        unlockType: 'buttonCode',
        lockChangedAt: changedAt,
        battery_percentage: 20,
      }),
    );
    expect(await infoValue('Type')).toHaveTextContent('Portable Smart Lock');
    expect(await infoValue('Firmware')).toHaveTextContent('1.0.0');
    expect(await infoValue('Lock')).toHaveTextContent('Unlocked (Button Code), 5 minutes ago');
    expect(await infoValue('Battery')).toHaveTextContent('20% (Alert)');
    expect(screen.queryByText('eDRX', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Temperature', { selector: 'dt' })).toBeNull();
  });

  it('shows N/A for a lock that has not told its state or battery yet', async () => {
    renderPanel(deviceFixture({ deviceType: 'smart_lock', deviceUUID: 'LOCK-1', modem_voltage: 0 }));
    expect(await infoValue('Lock')).toHaveTextContent('N/A');
    expect(await infoValue('Battery')).toHaveTextContent('N/A');
  });

  it('tells a sharee who shared the device and until when, on its card and in its panel', async () => {
    const expiryDate = '2026-12-24T17:30:00.000Z';
    renderPanel(
      deviceFixture({
        privilege: 2,
        passcode: null,
        osmand: null,
        sharedWithMe: { sharerName: 'Dana', expiryDate, throughAccount: false },
      }),
    );
    expect(await infoValue('Shared by')).toHaveTextContent('Dana');
    expect(await infoValue('Shared until')).toHaveTextContent(formatDateTime(expiryDate));
    expect(await screen.findByText(`Shared by Dana until ${formatDate(expiryDate)}`)).toBeInTheDocument();
  });

  it('tells an account member whose account the device comes from', async () => {
    renderPanel(deviceFixture({ privilege: 2, sharedWithMe: { sharerName: 'Kim', expiryDate: null, throughAccount: true } }));
    expect(await infoValue('Shared by')).toHaveTextContent('Kim (account sharing)');
    expect(screen.queryByText('Shared until', { selector: 'dt' })).toBeNull();
  });

  it('requests a firmware update after asking, says it waits for the device, and can still cancel it', async () => {
    let status = updateTo110;
    const requested: unknown[] = [];
    const { user } = renderPanel(
      tracker,
      onCall(firmwareEndpoints.status, () => HttpResponse.json(status)),
      onCall(firmwareEndpoints.requestUpdate, async ({ request }) => {
        requested.push(await request.json());
        status = { ...status, pending: { version: '1.1.0', requestedAt: '2026-11-22T00:00:00.000Z' } };
        return HttpResponse.json({ success: true, message: messages.requested });
      }),
      onCall(firmwareEndpoints.cancelUpdate, () => {
        status = { ...status, pending: null };
        return HttpResponse.json({ success: true, message: serverMessages.firmwareUpdateCancelled });
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Update to 1.1.0' }));
    // Asked first; cancelling sends nothing.
    let confirm = await screen.findByRole('dialog', { name: 'Update firmware' });
    expect(confirm).toHaveTextContent('Update Blue backpack to firmware 1.1.0?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requested).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Update to 1.1.0' }));
    confirm = await screen.findByRole('dialog', { name: 'Update firmware' });
    await user.click(within(confirm).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.requested)).toBeInTheDocument();
    expect(requested).toEqual([{ firmware: '1.1.0' }]);
    expect(await screen.findByText('Update to 1.1.0 requested, waiting for the device')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update to 1.1.0' })).toBeNull();

    // The way back while the device has not received it.
    await user.click(screen.getByRole('button', { name: 'Cancel update' }));
    expect(await screen.findByText(serverMessages.firmwareUpdateCancelled)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Update to 1.1.0' })).toBeInTheDocument();
  });

  it('offers no firmware update to a Limited share', async () => {
    renderPanel(
      deviceFixture({ privilege: 2 }),
      onCall(firmwareEndpoints.status, () => HttpResponse.json(updateTo110)),
    );
    expect(await infoValue('Firmware')).toHaveTextContent('1.0.0');
    expect(screen.queryByRole('button', { name: /Update to/ })).toBeNull();
  });

  /** The device read answering `count` shares, the first one accepted by someone with an account. */
  const withShares = (device: Device, count: number) =>
    onCall(deviceEndpoints.get, () =>
      HttpResponse.json({
        success: true,
        device: [device],
        sharedDevices: Array.from({ length: count }, (_, index) =>
          shareFixture({
            _id: `share-${index}`,
            sharedUserWithEmail: `person${index}@example.test`,
            user: index === 0 ? { name: 'Grace Hopper', profilePicture: '' } : null,
          }),
        ),
      }),
    );

  it('shows its owner whom the device is shared with: five avatars, the rest counted, and a way to manage it', async () => {
    renderPanel(tracker, withShares(tracker, 7));
    const card = await screen.findByRole('region', { name: 'Shared with' });
    expect(within(card).getByText('Shared with 7 people')).toBeInTheDocument();
    expect(within(card).getByText('GH')).toBeInTheDocument();
    expect(within(card).getByText('+2')).toBeInTheDocument();
    expect(within(card).getAllByText(/^P$/)).toHaveLength(4);
    expect(within(card).getByRole('link', { name: 'Manage sharing' })).toHaveAttribute(
      'href',
      '/device/GPS-0001/settings/sharing',
    );
  });

  it('says when the device is not shared yet', async () => {
    renderPanelAs(['user'], deviceFixture({ privilege: 0 }));
    const card = await screen.findByRole('region', { name: 'Shared with' });
    expect(card).toHaveTextContent('Not shared with anyone');
  });

  it.each<{ label: string; roles: Role[]; device: Device }>([
    { label: 'the sharedUser role', roles: ['sharedUser'], device: tracker },
    { label: 'a Limited share', roles: ['user'], device: { ...tracker, privilege: 2 } },
    { label: 'an Unrestricted share', roles: ['user'], device: { ...tracker, privilege: 1 } },
  ])('shows no Shared-with card to $label', async ({ roles, device }) => {
    renderPanelAs(roles, device, withShares(device, 1));
    expect(await infoValue('Serial Number')).toHaveTextContent('GPS-0001');
    expect(screen.queryByRole('region', { name: 'Shared with' })).toBeNull();
  });

  it('shows an error with Retry when the device cannot load', async () => {
    const { user } = renderPanel(
      tracker,
      onCallOffContract(deviceEndpoints.get, () => HttpResponse.json({}, { status: 400 })),
    );
    const panel = await screen.findByRole('region', { name: 'Device info' });
    expect(await within(panel).findByText('Not loaded.')).toBeInTheDocument();
    expect(await screen.findByText(messages.unableToLoadDevice)).toBeInTheDocument();
    expect(screen.getAllByText(messages.unableToLoadDevice)).toHaveLength(1);

    mockDevices([tracker]);
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await infoValue('Serial Number')).toHaveTextContent('GPS-0001');
  });
});
