import { type Device, deviceEndpoints, messages, type Role } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';

/** The overview's info panel at `device` for a user of `roles`, with the names of its switches. */
async function renderToggles(device: Device, roles: Role[] = ['user']) {
  useAppStore.getState().setDeviceTypeFilter('all');
  mockCurrentUser(userFixture({ roles }));
  mockDevices([device]);
  const view = renderApp(`/device/${device.deviceUUID}`, { signedIn: true });
  const panel = await screen.findByRole('region', { name: 'Device info' });
  await within(panel).findByText('Serial Number');
  const names = within(panel)
    .queryAllByRole('switch')
    .map((toggle) => toggle.closest('label')?.textContent);
  return { ...view, panel, names };
}

describe('device toggles', () => {
  it('shows an Unrestricted share the push and email alert switches only', async () => {
    expect((await renderToggles(deviceFixture({ privilege: 1 }))).names).toEqual(['Push alerts', 'Email alerts']);
  });

  it('shows a Limited share no switch', async () => {
    expect((await renderToggles(deviceFixture({ privilege: 2 }))).names).toEqual([]);
  });

  it('shows GPS and WiFi to nobody but superAdmin', async () => {
    const { names } = await renderToggles(deviceFixture({ is_wifi_device: true }), ['admin', 'enterprise']);
    expect(names).toEqual(['Push alerts', 'Email alerts']);
  });

  it('shows GPS to superAdmin, without WiFi on a device that has none', async () => {
    expect((await renderToggles(deviceFixture(), ['superAdmin'])).names).toEqual([
      'Push alerts',
      'Email alerts',
      'GPS',
    ]);
  });

  it('shows GPS and WiFi to superAdmin on a WiFi device they may change', async () => {
    const { names } = await renderToggles(deviceFixture({ is_wifi_device: true, privilege: 3 }), ['superAdmin']);
    expect(names).toEqual(['Push alerts', 'Email alerts', 'GPS', 'WiFi']);
  });

  it('hides GPS and WiFi from a superAdmin whose share is Limited, whom the server would refuse', async () => {
    const { panel } = await renderToggles(deviceFixture({ is_wifi_device: true, privilege: 2 }), ['superAdmin']);
    expect(within(panel).queryByRole('switch')).toBeNull();
  });

  it('switches push alerts off at once, and back on when the server refuses', async () => {
    let answer: (refused: boolean) => void = () => {};
    const bodies: unknown[] = [];
    server.use(
      onCall(deviceEndpoints.alertSettings, async ({ request }) => {
        bodies.push(await request.json());
        const refused = await new Promise<boolean>((resolve) => (answer = resolve));
        return refused
          ? HttpResponse.json({ success: false, message: 'Device not found', errors: [] }, { status: 404 })
          : HttpResponse.json({
              success: true,
              message: messages.updatedSuccessfully,
              device: deviceFixture({ pushNotification: false }),
            });
      }),
    );
    const { panel, user } = await renderToggles(deviceFixture({ privilege: 1, pushNotification: true }));
    const push = within(panel).getByRole('switch', { name: 'Push alerts' });

    await user.click(push);
    expect(push).not.toBeChecked();
    await waitFor(() => expect(bodies).toEqual([{ pushNotification: false }]));
    answer(true);
    expect(await screen.findByText('Device not found')).toBeInTheDocument();
    await waitFor(() => expect(push).toBeChecked());

    await user.click(push);
    await waitFor(() => expect(bodies).toHaveLength(2));
    answer(false);
    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(push).not.toBeChecked();
  });

  it('turns cell reports off with GPS', async () => {
    const bodies: unknown[] = [];
    server.use(
      onCall(deviceEndpoints.update, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          message: messages.updatedSuccessfully,
          device: deviceFixture({ scheduleReport: ['temp'] }),
        });
      }),
    );
    const { panel, user } = await renderToggles(deviceFixture({ scheduleReport: ['gps', 'cell', 'temp'] }), [
      'superAdmin',
    ]);
    await user.click(within(panel).getByRole('switch', { name: 'GPS' }));
    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(bodies).toEqual([{ scheduleReport: ['temp'] }]);
    expect(within(panel).getByRole('switch', { name: 'GPS' })).not.toBeChecked();
  });
});
