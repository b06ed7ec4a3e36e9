import { type Device, deviceEndpoints, type DeviceResponse, messages, osmandMessages, passcodeMessages, stolenMessages } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/date-time';
import { deviceFixture } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { mockDeviceUpdate, renderSettings } from '../../../test/render-settings';

const device = deviceFixture();
const answer = (message: string, changes: Partial<Device> = {}): DeviceResponse => ({
  success: true,
  message,
  device: { ...device, ...changes },
});

async function openSecurity(section: string, shown: Device = device) {
  const view = renderSettings('security', shown);
  return { ...view, section: await screen.findByRole('region', { name: section }) };
}

describe('security settings', () => {
  it('saves TSA access and Emergency mode at once, and says changes are queued for the device', async () => {
    const bodies = mockDeviceUpdate(device);
    const { user, section } = await openSecurity('Access');
    expect(screen.getByText(/Each change is queued for the device/)).toBeInTheDocument();

    await user.click(within(section).getByRole('switch', { name: 'TSA access' }));
    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(bodies).toEqual([{ tsaAccessible: true }]);
    await waitFor(() => expect(within(section).getByRole('switch', { name: 'TSA access' })).toBeChecked());

    await user.click(within(section).getByRole('switch', { name: 'Emergency mode' }));
    await waitFor(() => expect(bodies).toEqual([{ tsaAccessible: true }, { emergencyMode: true }]));
  });

  it('checks the new passcode, asks for a confirmation, then sends it', async () => {
    const bodies: unknown[] = [];
    server.use(
      onCall(deviceEndpoints.changePasscode, async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        return HttpResponse.json(answer(passcodeMessages.changed));
      }),
    );
    const { user, section } = await openSecurity('Change passcode');
    const passcode = within(section).getByLabelText(/^New passcode/);
    const confirmation = within(section).getByLabelText(/^Confirm new passcode/);
    const change = within(section).getByRole('button', { name: 'Change passcode' });

    await user.type(passcode, '12ab');
    await user.click(change);
    expect(await within(section).findByText(passcodeMessages.format, { selector: 'p.Mui-error' })).toBeInTheDocument();

    await user.clear(passcode);
    await user.type(passcode, '123456');
    await user.type(confirmation, '123457');
    await user.click(change);
    expect(await within(section).findByText(passcodeMessages.mismatch)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(confirmation);
    await user.type(confirmation, '123456');
    await user.click(change);
    let dialog = screen.getByRole('dialog', { name: 'Change passcode' });
    expect(dialog).toHaveAccessibleDescription(passcodeMessages.confirmChange);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodies).toEqual([]);

    await user.click(change);
    dialog = screen.getByRole('dialog', { name: 'Change passcode' });
    await user.click(within(dialog).getByRole('button', { name: 'Change passcode' }));
    expect(await screen.findByText(passcodeMessages.changed)).toBeInTheDocument();
    expect(bodies).toEqual([{ id: 'device-1', body: { passcode: '123456', confirmation: '123456' } }]);
    await waitFor(() => expect(passcode).toHaveValue(''));
  });

  it('reports the device stolen after a confirmation, then marks it recovered', async () => {
    const reportedAt = '2026-05-01T09:30:00.000Z';
    const calls: string[] = [];
    server.use(
      onCall(deviceEndpoints.stolen, ({ params }) => {
        calls.push(`${String(params.id)} ${String(params.state)}`);
        return params.state === 'on'
          ? HttpResponse.json(answer(stolenMessages.reported, { reportedStolenAt: reportedAt }))
          : HttpResponse.json(answer(stolenMessages.recovered, { reportedStolenAt: null }));
      }),
    );
    const { user, section } = await openSecurity('Report stolen');

    await user.click(within(section).getByRole('button', { name: 'Report stolen' }));
    const dialog = screen.getByRole('dialog', { name: 'Report stolen' });
    expect(dialog).toHaveAccessibleDescription(stolenMessages.confirmReport);
    await user.click(within(dialog).getByRole('button', { name: 'Report stolen' }));
    expect(await screen.findByText(stolenMessages.reported)).toBeInTheDocument();
    expect(await within(section).findByText(`Reported stolen on ${formatDateTime(reportedAt)}`)).toBeInTheDocument();
    expect(formatDateTime(reportedAt)).toMatch(/^\d{2}\/\d{2}\/2026 \d{1,2}:\d{2} (AM|PM)$/);

    await user.click(within(section).getByRole('button', { name: 'Mark as recovered' }));
    expect(await screen.findByText(stolenMessages.recovered)).toBeInTheDocument();
    expect(await within(section).findByRole('button', { name: 'Report stolen' })).toBeInTheDocument();
    expect(calls).toEqual(['device-1 on', 'device-1 off']);
  });

  it('shows the OsmAnd identifier, accepts the serial number at a switch, and issues a new identifier after a confirmation', async () => {
    const osmand = device.osmand!;
    const renewedId = 'aa11bb22cc33dd44ee55ff66';
    const calls: unknown[] = [];
    server.use(
      onCall(deviceEndpoints.osmandSerialNumber, async ({ request, params }) => {
        const body = (await request.json()) as { serialNumberAccepted: boolean };
        calls.push({ id: params.id, body });
        return HttpResponse.json(answer(osmandMessages.serialNumberAccepted, { osmand: { ...osmand, ...body } }));
      }),
      onCall(deviceEndpoints.renewOsmandId, ({ params }) => {
        calls.push({ renew: params.id });
        return HttpResponse.json(answer(osmandMessages.renewed, { osmand: { ...osmand, id: renewedId } }));
      }),
    );
    const { user, section } = await openSecurity(osmandMessages.title);
    expect(within(section).getByLabelText('OsmAnd identifier')).toHaveTextContent(osmand.id);
    expect(within(section).getByRole('button', { name: 'Copy OsmAnd identifier' })).toBeInTheDocument();
    expect(within(section).getByText(osmandMessages.serialNumberWarning)).toBeInTheDocument();

    const serial = within(section).getByRole('switch', { name: osmandMessages.serialNumberLabel });
    expect(serial).not.toBeChecked();
    await user.click(serial);
    expect(await screen.findByText(osmandMessages.serialNumberAccepted)).toBeInTheDocument();
    await waitFor(() => expect(serial).toBeChecked());

    await user.click(within(section).getByRole('button', { name: osmandMessages.renew }));
    const dialog = screen.getByRole('dialog', { name: osmandMessages.renew });
    expect(dialog).toHaveAccessibleDescription(osmandMessages.confirmRenew);
    await user.click(within(dialog).getByRole('button', { name: osmandMessages.renew }));
    expect(await screen.findByText(osmandMessages.renewed)).toBeInTheDocument();
    expect(await within(section).findByText(renewedId)).toBeInTheDocument();
    expect(calls).toEqual([{ id: 'device-1', body: { serialNumberAccepted: true } }, { renew: 'device-1' }]);
  });

  it('says a device with a native secret takes no OsmAnd reports, and shows no identifier', async () => {
    const { section } = await openSecurity(osmandMessages.title, { ...device, osmand: { ...device.osmand!, enabled: false } });
    expect(within(section).getByText(osmandMessages.nativeOnly)).toBeInTheDocument();
    expect(within(section).queryByLabelText('OsmAnd identifier')).toBeNull();
  });

  it('has no OsmAnd section for someone who may not see the identifier', async () => {
    renderSettings('security', { ...device, osmand: null });
    await screen.findByRole('region', { name: 'Report stolen' });
    expect(screen.queryByRole('region', { name: osmandMessages.title })).toBeNull();
  });
});
