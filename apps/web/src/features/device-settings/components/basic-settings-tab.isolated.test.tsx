import { deviceEndpoints, messages, type DeviceResponse, type UpdateDeviceRequest } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { compressImage, NotAnImageError } from '../../../lib/compress-image';
import { deviceKeys } from '../../devices';
import { deviceFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { mockDeviceUpdate, renderSettings } from '../../../test/render-settings';
import { server } from '../../../test/server';
import { translateIn } from '../../../test/translate';

// jsdom cannot draw on a canvas: the compression (tested on its own) answers a fixed picture.
vi.mock(import('../../../lib/compress-image'), async (importOriginal) => ({
  ...(await importOriginal()),
  compressImage: vi.fn(async () => '/9j/compressed=='),
}));

const device = deviceFixture({ color: null, devicePicture: '' });

async function openBasic() {
  const bodies = mockDeviceUpdate(device);
  const view = renderSettings('basic', device);
  const section = await screen.findByRole('region', { name: 'Basic settings' });
  return { ...view, bodies, section, save: within(section).getByRole('button', { name: 'Save' }) };
}

describe('basic settings', () => {
  it('sends only the changed fields, without the empty colour and picture, and shows the new name at once', async () => {
    const { user, bodies, section, save, queryClient } = await openBasic();
    expect(save).toBeDisabled();
    // A list the overview read moments ago, ordered by name: the new name moves the device in it.
    const listKey = deviceKeys.list('user-1', { type: 'all', page: 1, perPage: 6 });
    queryClient.setQueryData(listKey, { devices: [device], total: 1 });

    const name = within(section).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Red backpack');
    expect(save).toBeEnabled();
    expect(within(section).getByRole('status')).toHaveTextContent('Unsaved changes');
    await user.click(save);

    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Red backpack' }]);
    expect(screen.getByRole('heading', { name: 'Red backpack' })).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('picks an accent colour from the named swatches', async () => {
    const { user, bodies, section, save } = await openBasic();
    const swatches = within(section).getByRole('radiogroup', { name: 'Accent colour' });
    expect(
      within(swatches)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['#FFA07A', '#CD5C5C', '#DC143C', '#20B2AA', '#008B8B', '#4682B4']);
    await user.click(within(swatches).getByRole('radio', { name: 'Crimson' }));
    expect(within(swatches).getByRole('radio', { name: 'Crimson' })).toBeChecked();
    await user.click(save);
    await waitFor(() => expect(bodies).toEqual([{ color: '#DC143C' }]));
  });

  it('needs a name', async () => {
    const { user, bodies, section, save } = await openBasic();
    await user.clear(within(section).getByRole('textbox', { name: 'Name' }));
    await user.click(save);
    expect(await within(section).findByText(messages.fieldRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('refuses a file that cannot be read as an image, and sends a photo compressed, without a data: prefix', async () => {
    const { user, bodies, section, save } = await openBasic();
    const input = within(section).getByLabelText('Choose photo');
    expect(input).toHaveAttribute('accept', 'image/*');

    vi.mocked(compressImage).mockRejectedValueOnce(new NotAnImageError());
    await user.upload(input, new File(['not really'], 'broken.png', { type: 'image/png' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(translateIn()('common.photo.notAnImage'));
    expect(save).toBeDisabled();

    const photo = new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' });
    await user.upload(input, photo);
    await waitFor(() =>
      expect(section.querySelector('img')).toHaveAttribute('src', 'data:image/jpeg;base64,/9j/compressed=='),
    );
    expect(vi.mocked(compressImage)).toHaveBeenCalledWith(photo);
    expect(within(section).queryByRole('alert')).toBeNull();
    await user.click(save);
    await waitFor(() => expect(bodies).toEqual([{ devicePicture: '/9j/compressed==' }]));
  });
});

describe('the saved photo', () => {
  const addressOf = (version: string) => `/api/devices/${device._id}/picture/${version.repeat(32)}`;
  // Two pictures told apart by their last byte; each address answers its own.
  const bytesOf = (version: string) =>
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, version.charCodeAt(0)]);
  const shown = (version: string) => `data:image/png;base64,${btoa(String.fromCharCode(...bytesOf(version)))}`;

  it('is shown from its address with the session, never sent back, and a newly saved one from its new address', async () => {
    const pictured = deviceFixture({ color: null, devicePictureUrl: addressOf('a') });
    let saved = pictured;
    const asked: { version: string; authorization: string | null }[] = [];
    const bodies: UpdateDeviceRequest[] = [];
    server.use(
      onCall(deviceEndpoints.picture, ({ params, request }) => {
        const version = String(params.version).charAt(0);
        asked.push({ version, authorization: request.headers.get('authorization') });
        return new HttpResponse(bytesOf(version), { headers: { 'Content-Type': 'image/png' } });
      }),
      onCall(deviceEndpoints.update, async ({ request }) => {
        const { name, devicePicture } = await request.json();
        bodies.push({ name, devicePicture });
        saved = {
          ...saved,
          name: name ?? saved.name,
          devicePictureUrl: devicePicture ? addressOf('b') : saved.devicePictureUrl,
        };
        const answer: DeviceResponse = { success: true, message: 'Device updated', device: saved };
        return HttpResponse.json(answer);
      }),
    );
    const { user } = renderSettings('basic', pictured);
    const section = await screen.findByRole('region', { name: 'Basic settings' });
    await waitFor(() => expect(section.querySelector('img')).toHaveAttribute('src', shown('a')));
    expect(asked).toEqual([{ version: 'a', authorization: expect.stringMatching(/.+/) }]);

    const name = within(section).getByRole('textbox', { name: 'Name' });
    await user.type(name, ' 2');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ name: `${pictured.name} 2`, devicePicture: undefined }]));

    await user.upload(
      within(section).getByLabelText('Choose photo'),
      new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() =>
      expect(section.querySelector('img')).toHaveAttribute('src', 'data:image/jpeg;base64,/9j/compressed=='),
    );
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    const after = await screen.findByRole('region', { name: 'Basic settings' });
    await waitFor(() => expect(after.querySelector('img')).toHaveAttribute('src', shown('b')));
    expect(bodies[1]).toEqual({ name: undefined, devicePicture: '/9j/compressed==' });
    expect(within(after).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
