import { type Device, geofenceEndpoints, historyEndpoints, messages, serverMessages } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceFixture } from '../../../test/fixtures';
import { TEST_AUTH_HEADER } from '../../../test/render-app';
import { server } from '../../../test/server';
import { historyKeys } from '../../../lib/history-keys';
import { renderHistoryMenu } from '../../../test/render-history-menu';

const boundary = [
  { lat: -33.87, lng: 151.2 },
  { lat: -33.87, lng: 151.21 },
  { lat: -33.88, lng: 151.21 },
];
const tracked = deviceFixture({ mapBoundaryPoints: boundary, locationReportMode: 'continuously' });

/** Answers `method path` with `message` and `device` as it is after the change, logging each request's body. */
function answerDevice(
  method: 'post' | 'put' | 'delete',
  path: string,
  message: string,
  device: Device = deviceFixture(),
) {
  const bodies: unknown[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      bodies.push(request.headers.get('content-type') ? await request.json() : null);
      return HttpResponse.json({ success: true, message, device });
    }),
  );
  return bodies;
}

async function openMenu(view: ReturnType<typeof renderHistoryMenu>) {
  await view.user.click(await screen.findByRole('button', { name: 'History options' }));
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

async function choose(view: ReturnType<typeof renderHistoryMenu>, item: string) {
  await openMenu(view);
  await view.user.click(screen.getByRole('menuitem', { name: item }));
}

afterEach(() => vi.restoreAllMocks());

describe('history options menu', () => {
  it('offers a SuperOwner every action on a tracked device with a boundary', async () => {
    expect(await openMenu(renderHistoryMenu(tracked))).toEqual([
      'Locate device…',
      'Stop tracking',
      'Airplane Mode…',
      'Draw the Boundary',
      'Turn geo-fence on',
      'Geo-fence tracking…',
      'Delete geo-fence',
      'Notification emails…',
      'Operating mode…',
      'Export CSV',
      'Clear history',
    ]);
  });

  it('leaves out tracking and geo-fence actions that do not apply, and the modem actions of a lock', async () => {
    expect(await openMenu(renderHistoryMenu(deviceFixture({ privilege: 0 })))).toEqual([
      'Locate device…',
      'Airplane Mode…',
      'Draw the Boundary',
      'Notification emails…',
      'Operating mode…',
      'Export CSV',
      'Clear history',
    ]);
  });

  it('offers a lock only its notification emails and its history', async () => {
    const lock = { ...tracked, deviceType: 'smart_lock' as const, deviceUUID: 'LOCK-1' };
    expect(await openMenu(renderHistoryMenu(lock))).toEqual(['Notification emails…', 'Export CSV', 'Clear history']);
  });

  it('keeps the owner actions for the sharedUser role', async () => {
    const items = await openMenu(renderHistoryMenu(deviceFixture({ privilege: 0 }), ['sharedUser']));
    expect(items).toContain('Locate device…');
    expect(items).toContain('Clear history');
  });

  it.each([
    ['Unrestricted', 1],
    ['Limited', 2],
  ] as const)('has no menu for a share with %s privilege', async (_name, privilege) => {
    renderHistoryMenu(deviceFixture({ privilege }));
    await waitFor(() => expect(screen.queryByText('Loading device')).toBeNull());
    expect(screen.queryByRole('button', { name: 'History options' })).toBeNull();
  });

  it('locates once', async () => {
    const bodies = answerDevice('post', '/api/devices/locate/:id', messages.requestedSuccessfully);
    const view = renderHistoryMenu();
    await choose(view, 'Locate device…');
    const dialog = await screen.findByRole('dialog', { name: 'Locate device' });
    expect(within(dialog).getByRole('radio', { name: 'Once' })).toBeChecked();
    expect(within(dialog).queryByLabelText('Duration')).toBeNull();
    await view.user.click(within(dialog).getByRole('button', { name: 'Locate' }));

    expect(await screen.findByText(messages.requestedSuccessfully)).toBeInTheDocument();
    expect(bodies).toEqual([{ locationReportMode: 'once' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('locates continuously for the chosen time, after which Stop tracking is offered', async () => {
    const bodies = answerDevice(
      'post',
      '/api/devices/locate/:id',
      messages.requestedSuccessfully,
      deviceFixture({ locationReportMode: 'continuously' }),
    );
    const view = renderHistoryMenu();
    await choose(view, 'Locate device…');
    const dialog = await screen.findByRole('dialog', { name: 'Locate device' });
    await view.user.click(within(dialog).getByRole('radio', { name: 'Continuously' }));
    expect(within(dialog).getByLabelText('Duration')).toHaveDisplayValue('5 minutes');
    await view.user.selectOptions(within(dialog).getByLabelText('Duration'), '10 minutes');
    await view.user.click(within(dialog).getByRole('button', { name: 'Locate' }));

    await screen.findByText(messages.requestedSuccessfully);
    expect(bodies).toEqual([{ locationReportMode: 'continuously', duration: 600 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await openMenu(view)).toContain('Stop tracking');
  });

  it('stops tracking, after which it is no longer offered', async () => {
    const bodies = answerDevice('post', '/api/devices/locate/stopTracking/:id', messages.liveTrackingDisabled);
    const view = renderHistoryMenu(tracked);
    await choose(view, 'Stop tracking');
    expect(await screen.findByText(messages.liveTrackingDisabled)).toBeInTheDocument();
    expect(bodies).toEqual([null]);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await openMenu(view)).not.toContain('Stop tracking');
  });

  it('sends the airplane mode duration in seconds, 1 hour unless chosen', async () => {
    const bodies = answerDevice('put', '/api/devices/airplane-mode/:id', serverMessages.airplaneModeRequested);
    const view = renderHistoryMenu();
    await choose(view, 'Airplane Mode…');
    const dialog = await screen.findByRole('dialog', { name: 'Airplane Mode' });
    const duration = within(dialog).getByLabelText('Duration');
    expect(duration).toHaveDisplayValue('1 hour');
    expect(within(duration).getAllByRole('option')).toHaveLength(24);
    await view.user.selectOptions(duration, '3 hours');
    await view.user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByText(serverMessages.airplaneModeRequested)).toBeInTheDocument();
    expect(bodies).toEqual([{ duration: 3 * 3600 }]);
  });

  it('asks before changing the operating mode', async () => {
    const bodies = answerDevice('put', '/api/devices/operating-mode/:id', messages.updatedSuccessfully);
    const view = renderHistoryMenu();
    await choose(view, 'Operating mode…');
    const dialog = await screen.findByRole('dialog', { name: 'Operating mode' });
    expect(within(dialog).getByRole('radio', { name: 'Responsiveness' })).toBeChecked();
    await view.user.click(within(dialog).getByRole('radio', { name: 'Battery life' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const confirm = screen.getByRole('dialog', { name: 'Change operating mode' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to change the operating mode to Battery life?');
    await view.user.click(within(confirm).getByRole('button', { name: 'Change' }));
    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(bodies).toEqual([{ operatingMode: 'batteryLife' }]);
  });

  it('saves geo-fence tracking after a confirmation, with the tracking time zeroed when it is off', async () => {
    const bodies = answerDevice('post', '/api/devices/geo-fence/rules/:id', messages.savedSuccessfully, tracked);
    const view = renderHistoryMenu(tracked);
    const saveConfirmed = async () => {
      // The confirmation hides the dialog under it while it is open, and gives it back once it has closed.
      const dialog = await screen.findByRole('dialog', { name: 'Geo-fence tracking' });
      await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
      const confirm = await screen.findByRole('dialog', { name: 'Save tracking settings' });
      expect(confirm).toHaveAccessibleDescription(
        'Are you sure you want to save the tracking settings? The device follows them from its next report.',
      );
      return confirm;
    };
    await choose(view, 'Geo-fence tracking…');
    const dialog = await screen.findByRole('dialog', { name: 'Geo-fence tracking' });
    expect(within(dialog).getByLabelText('Tracking time')).toBeDisabled();
    await view.user.click(within(dialog).getByRole('switch'));
    await view.user.selectOptions(within(dialog).getByLabelText('Tracking time'), '15 minutes');
    // Cancelling the confirmation sends nothing and keeps the choices.
    await view.user.click(within(await saveConfirmed()).getByRole('button', { name: 'Cancel' }));
    expect(bodies).toEqual([]);
    await view.user.click(within(await saveConfirmed()).getByRole('button', { name: 'Save' }));
    await screen.findByText(messages.savedSuccessfully);

    await choose(view, 'Geo-fence tracking…');
    await view.user.click(within(await saveConfirmed()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([
      { liveTrackingUnable: true, trackingTime: 900 },
      { liveTrackingUnable: false, trackingTime: 0 },
    ]);
  });

  it("turns the geo-fence on with the server's message", async () => {
    let path: string | undefined;
    server.use(
      onCall(geofenceEndpoints.toggle, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({
          success: true,
          message: 'Geo-fence turned on',
          device: { ...tracked, geoFence: { ...tracked.geoFence, enable: true } },
        });
      }),
    );
    const view = renderHistoryMenu(tracked);
    await choose(view, 'Turn geo-fence on');
    expect(await screen.findByText('Geo-fence turned on')).toBeInTheDocument();
    expect(path).toBe('/api/devices/geo-fence/device-1/on');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await openMenu(view)).toContain('Turn geo-fence off');
  });

  it('asks before deleting the geo-fence', async () => {
    const bodies = answerDevice('delete', '/api/devices/geo-fence/:id', 'Geo-fence deleted');
    const view = renderHistoryMenu(tracked);
    await choose(view, 'Delete geo-fence');
    const dialog = await screen.findByRole('dialog', { name: 'Delete geo-fence' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Geo-fence deleted')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(await openMenu(view)).not.toContain('Delete geo-fence');
  });

  it('asks before clearing the history; Cancel sends nothing, Clear clears and reloads the history', async () => {
    const cleared: string[] = [];
    server.use(
      onCall(historyEndpoints.clear, ({ params }) => {
        cleared.push(String(params.id));
        return HttpResponse.json({ success: true, message: messages.clearedSuccessfully, deleted: 12 });
      }),
    );
    const view = renderHistoryMenu();
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
    await choose(view, 'Clear history');
    let dialog = await screen.findByRole('dialog', { name: 'Clear history' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to clear the history, this action cannot be undone.',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cleared).toEqual([]);

    await choose(view, 'Clear history');
    dialog = screen.getByRole('dialog', { name: 'Clear history' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText(messages.clearedSuccessfully)).toBeInTheDocument();
    expect(cleared).toEqual(['GPS-0001']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: historyKeys.device('GPS-0001') });
  });

  it('exports the CSV with the session header and saves it as device-history-{uuid}.csv', async () => {
    const requests: { path: string; authorization: string | null }[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      onCall(historyEndpoints.csv, async ({ request }) => {
        requests.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization') });
        await answered;
        return new HttpResponse('Created On,Latitude\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:history');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });

    const view = renderHistoryMenu();
    await choose(view, 'Export CSV');
    // The menu stays open, the entry busy, until the file is saved.
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Export CSV' })).toHaveAttribute('aria-busy', 'true'),
    );
    expect(screen.getByRole('menuitem', { name: 'Clear history' })).toHaveAttribute('aria-disabled', 'true');
    answer();
    expect(await screen.findByText('History exported')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(requests).toEqual([{ path: '/api/v2/history/GPS-0001/csv', authorization: TEST_AUTH_HEADER }]);
    expect(saved).toEqual(['device-history-GPS-0001.csv blob:history']);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('Created On,Latitude\n');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:history'));
  });

  it('says why an export failed', async () => {
    server.use(
      onCall(historyEndpoints.csv, () =>
        HttpResponse.json({ success: false, message: 'Device not found', errors: [] }, { status: 404 }),
      ),
    );
    const view = renderHistoryMenu();
    await choose(view, 'Export CSV');
    expect(await screen.findByText('Device not found')).toBeInTheDocument();
  });
});
