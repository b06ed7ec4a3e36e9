import {
  type Device,
  geofenceCircleMessages,
  geofenceEndpoints,
  geofenceMessages,
  type GeoFenceRecordRequest,
  historyEndpoints,
  type LatLng,
  messages,
} from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { deviceFixture } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { renderHistoryMenu } from '../../../test/render-history-menu';

const square = (size: number): LatLng[] => [
  { lat: -33.87, lng: 151.2 },
  { lat: -33.87, lng: 151.2 + size },
  { lat: -33.87 - size, lng: 151.2 + size },
  { lat: -33.87 - size, lng: 151.2 },
];
const [a, b, c, d] = square(0.003) as [LatLng, LatLng, LatLng, LatLng];
/** The corners in crossing order: two triangles meeting in the middle. */
const bowTie = [a, c, b, d];

function mockGeofenceCalls() {
  const saved: unknown[] = [];
  server.use(
    onCall(historyEndpoints.map, () => HttpResponse.json({ success: true, data: [] })),
    onCall(geofenceEndpoints.saveRecord, async ({ request, params }) => {
      const body = (await request.json()) as GeoFenceRecordRequest;
      saved.push({ uuid: params.uuid, ...body });
      return HttpResponse.json({
        success: true,
        message: messages.savedSuccessfully,
        geoFence: {
          deviceUUID: String(params.uuid),
          latLongs: body.latLongs ?? [],
          circle: body.circle ?? null,
          active: body.active ?? false,
        },
      });
    }),
  );
  return saved;
}

async function openDrawDialog(device: Device) {
  const view = renderHistoryMenu(device);
  await view.user.click(await screen.findByRole('button', { name: 'History options' }));
  await view.user.click(screen.getByRole('menuitem', { name: 'Draw the Boundary' }));
  // Titled by the shape: a device with a circle opens at the circle.
  const dialog = await screen.findByRole('dialog', {
    name: device.geofenceCircle ? 'Draw the Circle' : 'Draw the Boundary',
  });
  return { ...view, dialog };
}

const withBoundary = (points: LatLng[], enable = false) =>
  deviceFixture({ mapBoundaryPoints: points, geoFence: { ...deviceFixture().geoFence, enable } });

describe('Draw the Boundary', () => {
  it('has nothing to save without a boundary', async () => {
    mockGeofenceCalls();
    const { dialog } = await openDrawDialog(deviceFixture());
    expect(within(dialog).getByRole('region', { name: 'Boundary map' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Draw' })).toBeInTheDocument();
  });

  it('refuses a boundary that crosses itself, without asking the server', async () => {
    const saved = mockGeofenceCalls();
    const { dialog, user } = await openDrawDialog(withBoundary(bowTie));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(geofenceMessages.selfIntersecting);
    expect(saved).toEqual([]);
  });

  it('refuses a boundary under 0.6 ha, without asking the server', async () => {
    const saved = mockGeofenceCalls();
    const { dialog, user } = await openDrawDialog(withBoundary(square(0.0003)));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The drawn boundary is too small.');
    expect(saved).toEqual([]);
  });

  it('saves a valid boundary, keeping a geo-fence that was off switched off', async () => {
    const saved = mockGeofenceCalls();
    const { dialog, user } = await openDrawDialog(withBoundary(square(0.003)));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.savedSuccessfully)).toBeInTheDocument();
    expect(saved).toEqual([{ uuid: 'GPS-0001', latLongs: square(0.003), active: false }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps a geo-fence that was on switched on', async () => {
    const saved = mockGeofenceCalls();
    const { dialog, user } = await openDrawDialog(withBoundary(square(0.003), true));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(messages.savedSuccessfully);
    expect(saved).toEqual([{ uuid: 'GPS-0001', latLongs: square(0.003), active: true }]);
  });

  it("shows the server's refusal in the dialog", async () => {
    mockGeofenceCalls();
    server.use(
      onCall(geofenceEndpoints.saveRecord, () =>
        HttpResponse.json(
          { success: false, message: 'Validation failed', errors: ['A boundary may have at most 200 points.'] },
          { status: 400 },
        ),
      ),
    );
    const { dialog, user } = await openDrawDialog(withBoundary(square(0.003), true));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A boundary may have at most 200 points.');
  });

  it('saves a circle, switched on when the device had no fence', async () => {
    const saved = mockGeofenceCalls();
    const circle = { center: { lat: -33.87, lng: 151.2 }, radius: 300 };
    const { dialog, user } = await openDrawDialog(deviceFixture({ geofenceCircle: circle }));
    expect(within(dialog).getByRole('button', { name: 'Circle' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('spinbutton', { name: 'Radius' })).toHaveValue(300);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(messages.savedSuccessfully);
    expect(saved).toEqual([{ uuid: 'GPS-0001', circle, active: false }]);
  });

  it('takes a typed radius, and refuses one under 50 m without asking the server', async () => {
    const saved = mockGeofenceCalls();
    const circle = { center: { lat: -33.87, lng: 151.2 }, radius: 300 };
    const { dialog, user } = await openDrawDialog(deviceFixture({ geofenceCircle: circle }));
    const radius = within(dialog).getByRole('spinbutton', { name: 'Radius' });
    await user.clear(radius);
    await user.type(radius, '20');
    expect(radius).toHaveAccessibleDescription('50 m to 50 km');
    expect(radius).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(geofenceCircleMessages.radius);
    expect(saved).toEqual([]);

    await user.clear(radius);
    await user.type(radius, '1500');
    expect(radius).toHaveAttribute('aria-invalid', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(messages.savedSuccessfully);
    expect(saved).toEqual([{ uuid: 'GPS-0001', circle: { ...circle, radius: 1500 }, active: false }]);
  });

  it('is titled by the shape chosen, and asks before a boundary replaces the circle the device has', async () => {
    const saved = mockGeofenceCalls();
    const circle = { center: { lat: -33.87, lng: 151.2 }, radius: 300 };
    // A boundary drawn before, under the saved circle: the boundary tab starts from it.
    const { dialog, user } = await openDrawDialog(
      deviceFixture({ geofenceCircle: circle, mapBoundaryPoints: square(0.003) }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Boundary' }));
    expect(screen.getByRole('dialog', { name: 'Draw the Boundary' })).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('dialog', { name: 'Replace the circle with this boundary?' });
    expect(ask).toHaveTextContent('A device has one geofence: saving this boundary removes its circle.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(saved).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /^Replace the circle/ })).getByRole('button', {
        name: 'Replace',
      }),
    );
    await screen.findByText(messages.savedSuccessfully);
    expect(saved).toEqual([{ uuid: 'GPS-0001', latLongs: square(0.003), active: false }]);
  });

  it('starts a circle on a device with a boundary, with nothing to save until one is drawn', async () => {
    mockGeofenceCalls();
    const { dialog, user } = await openDrawDialog(withBoundary(square(0.003)));
    await user.click(within(dialog).getByRole('button', { name: 'Circle' }));
    expect(within(dialog).getByText(/click the centre on the map/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Draw' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
