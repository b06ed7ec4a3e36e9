import { messages, serverMessages, type Device, type FirmwareStatus } from '@lodestar/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';

/** The overview at `device`; `handlers` override the device reads of `mockDevices`. */
function renderPanel(device: Device, ...handlers: HttpHandler[]) {
  useAppStore.getState().setDeviceTypeFilter('all');
  mockCurrentUser(userFixture());
  mockDevices([device]);
  server.use(...handlers);
  return renderApp(`/device/${device.deviceUUID}`, { signedIn: true });
}

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
  esim: { status: 'Active' },
  subscription: { status: 'Active' },
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
  it("shows a tracker's details, with the modem info's eDRX and PSM texts", async () => {
    renderPanel(
      tracker,
      http.get('/api/devices/modemInfo/:uuid', () =>
        HttpResponse.json({
          success: true,
          modemInfo: { ...tracker, edrxStatus: 'Available / On', psmStatus: 'Available / Off' },
        }),
      ),
    );

    expect(await infoValue('Serial Number')).toHaveTextContent('GPS-0001');
    expect(await infoValue('Type')).toHaveTextContent('GPS');
    expect(await infoValue('Battery')).toHaveTextContent('25% (Normal)');
    expect(await infoValue('Temperature')).toHaveTextContent('71.6 °F');
    expect(await infoValue('eSIM status')).toHaveTextContent('Active');
    expect(await infoValue('Subscription status')).toHaveTextContent('Active');
    // The device's own values would read N/A: these texts come from the modem info.
    expect(await screen.findByText('Available / On')).toBe(await infoValue('eDRX'));
    expect(await infoValue('PSM')).toHaveTextContent('Available / Off');
    expect(await infoValue('Cellular pings')).toHaveTextContent('12 / 150');
    expect(await infoValue('Firmware')).toHaveTextContent('1.0.0');
  });

  it('shows N/A for a tracker that never reported a temperature or a battery', async () => {
    renderPanel(deviceFixture({ deviceType: 'shield_card', deviceUUID: 'CARD-1' }));
    expect(await infoValue('Temperature')).toHaveTextContent('N/A');
    expect(await infoValue('Battery')).toHaveTextContent('N/A');
    expect(await infoValue('eDRX')).toHaveTextContent('N/A');
  });

  it('shows a lock only the rows that apply', async () => {
    renderPanel(deviceFixture({ deviceType: 'smart_lock', deviceUUID: 'LOCK-1' }));
    expect(await infoValue('Type')).toHaveTextContent('Portable Smart Lock');
    expect(await infoValue('Firmware')).toHaveTextContent('1.0.0');
    expect(screen.queryByText('Battery', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('eDRX', { selector: 'dt' })).toBeNull();
  });

  it('requests a firmware update and then says it waits for the device', async () => {
    let status = updateTo110;
    const requested: unknown[] = [];
    const { user } = renderPanel(
      tracker,
      http.get('/api/firmwares/update/:uuid', () => HttpResponse.json(status)),
      http.post('/api/firmwares/update/:uuid', async ({ request }) => {
        requested.push(await request.json());
        status = { ...status, pending: { version: '1.1.0', requestedAt: '2026-11-22T00:00:00.000Z' } };
        return HttpResponse.json({ success: true, message: serverMessages.firmwareUpdateRequested });
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Update to 1.1.0' }));
    expect(await screen.findByText(serverMessages.firmwareUpdateRequested)).toBeInTheDocument();
    expect(requested).toEqual([{ firmware: '1.1.0' }]);
    expect(await screen.findByText('Update to 1.1.0 requested, waiting for the device')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update to 1.1.0' })).toBeNull();
  });

  it('offers no firmware update to a Limited share', async () => {
    renderPanel(
      deviceFixture({ privilege: 2 }),
      http.get('/api/firmwares/update/:uuid', () => HttpResponse.json(updateTo110)),
    );
    expect(await infoValue('Firmware')).toHaveTextContent('1.0.0');
    expect(screen.queryByRole('button', { name: /Update to/ })).toBeNull();
  });

  it('shows an error with Retry when the device cannot load', async () => {
    const { user } = renderPanel(
      tracker,
      http.get('/api/devices/:id', () => HttpResponse.json({}, { status: 400 })),
    );
    const panel = await screen.findByRole('region', { name: 'Device info' });
    expect(await within(panel).findByText(messages.unableToLoadDevice)).toBeInTheDocument();

    mockDevices([tracker]);
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await infoValue('Serial Number')).toHaveTextContent('GPS-0001');
  });
});
