import { deviceEndpoints, messages } from '@lodestar/contract';
import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { deviceFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { TEST_AUTH_HEADER } from '../../../test/render-app';
import { renderSignedIn } from '../../../test/render-signed-in';
import { server } from '../../../test/server';
import { DevicePicture } from './device-picture';

const device = deviceFixture();
const address = `/api/devices/${device._id}/picture/${'c'.repeat(32)}`;
const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);

const renderPicture = (devicePictureUrl: string | null) =>
  renderSignedIn(<DevicePicture device={{ ...device, devicePictureUrl }} sx={{ width: 40 }} />);

describe('DevicePicture', () => {
  it('shows the uploaded picture fetched from its address with the session, its type read from its bytes', async () => {
    const sent: (string | null)[] = [];
    server.use(
      onCall(deviceEndpoints.picture, ({ request }) => {
        sent.push(request.headers.get('authorization'));
        return new HttpResponse(gif, { headers: { 'Content-Type': 'image/gif' } });
      }),
    );
    const { container } = renderPicture(address);
    await waitFor(() =>
      expect(container.querySelector('img')).toHaveAttribute('src', `data:image/gif;base64,${btoa('GIF89a')}`),
    );
    expect(sent).toEqual([TEST_AUTH_HEADER]);
    expect(container.querySelector('svg')).toBeNull();
  });

  it("is an empty tile while the picture loads, and the type's drawing without one or when it cannot be had", async () => {
    let answer: (response: Response) => void = () => undefined;
    server.use(onCall(deviceEndpoints.picture, () => new Promise<Response>((resolve) => (answer = resolve))));
    const loading = renderPicture(address);
    await waitFor(() => expect(loading.container.firstElementChild).toBeInTheDocument());
    expect(loading.container.querySelector('svg, img')).toBeNull();
    answer(HttpResponse.json({ success: false, message: messages.permissionDenied, errors: [] }, { status: 404 }));
    await waitFor(() => expect(loading.container.querySelector('svg')).toBeInTheDocument());
    expect(loading.container.querySelector('img')).toBeNull();
    loading.unmount();

    const without = renderPicture(null);
    expect(without.container.querySelector('svg')).toBeInTheDocument();
  });
});
