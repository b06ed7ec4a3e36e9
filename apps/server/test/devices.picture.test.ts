import type { Device } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, insertDevice, shareDevice, type DeviceAnswer, listedDevices } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';
import { WHOLE_PICTURES } from './security/bad-input-pictures.js';

const t = useTestApp();

const listOf = (userId: string, authorization: string) => listedDevices(t, authorization, userId);
const getPicture = (url: string, authorization: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { authorization, ...headers } });

async function ownerWithPicture() {
  const owner = await createVerifiedUser(t);
  const device = await insertDevice(t, owner.user._id, { name: 'Pictured', devicePicture: WHOLE_PICTURES.png });
  await insertDevice(t, owner.user._id, { name: 'Plain' });
  const [pictured] = await listOf(owner.user._id, owner.authHeader);
  return { owner, device, url: pictured!.devicePictureUrl! };
}

describe('device pictures by address', () => {
  it('lists the address of each picture, never its bytes, and null for a device without one', async () => {
    const { owner, device } = await ownerWithPicture();
    const list = await listOf(owner.user._id, owner.authHeader);
    expect(list.map((d) => [d.name, d.devicePicture, d.devicePictureUrl])).toEqual([
      ['Pictured', '', `/api/devices/${device.id}/picture/${device.pictureVersion}`],
      ['Plain', '', null],
    ]);
    expect(device.pictureVersion).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps the picture when a client saves the device as a list showed it (an empty picture)', async () => {
    const { owner, device, url } = await ownerWithPicture();
    const [listed] = await listOf(owner.user._id, owner.authHeader);
    const saved = await call(t, owner.authHeader, 'PUT', `/api/devices/${device.id}`, {
      name: 'Renamed',
      devicePicture: listed!.devicePicture,
    });
    expect(saved.status).toBe(200);
    const after = (await listOf(owner.user._id, owner.authHeader)).find((listedNow) => listedNow.name === 'Renamed');
    expect(after?.devicePictureUrl).toBe(url);
    expect((await getPicture(url, owner.authHeader)).statusCode).toBe(200);
  });

  it('answers the image with its type, kept a year by this browser for this session, and 304 for the ETag it gave', async () => {
    const { owner, url } = await ownerWithPicture();
    const picture = await getPicture(url, owner.authHeader);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(Buffer.from(WHOLE_PICTURES.png, 'base64'))).toBe(true);
    expect(picture.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(picture.headers['vary']).toBe('Authorization');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');

    const again = await getPicture(url, owner.authHeader, { 'if-none-match': picture.headers['etag'] as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('shows the picture to a sharee with a share in force, and to nobody else (404, not kept)', async () => {
    const { device, url } = await ownerWithPicture();
    const sharee = await createVerifiedUser(t);
    const expired = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t);
    await shareDevice(t, device.id, sharee.user);
    await shareDevice(t, device.id, expired.user, {
      accessRightsFlag: 2,
      expiryDate: new Date(t.clock.now().getTime() - 60_000),
    });

    expect((await getPicture(url, sharee.authHeader)).statusCode).toBe(200);
    for (const outsider of [expired, stranger]) {
      const refused = await getPicture(url, outsider.authHeader);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('gives a changed picture a new address; the old one is not found', async () => {
    const { owner, device, url } = await ownerWithPicture();
    const changed = await call<DeviceAnswer>(t, owner.authHeader, 'PUT', `/api/devices/${device.id}`, {
      devicePicture: WHOLE_PICTURES.gif,
    });
    expect(changed.status).toBe(200);
    const newUrl = changed.body.device.devicePictureUrl!;
    expect(newUrl).not.toBe(url);
    expect(changed.body.device.devicePicture).toBe('');

    const fresh = await getPicture(newUrl, owner.authHeader);
    expect(fresh.headers['content-type']).toBe('image/gif');
    expect(fresh.rawPayload.equals(Buffer.from(WHOLE_PICTURES.gif, 'base64'))).toBe(true);
    expect((await getPicture(url, owner.authHeader)).statusCode).toBe(404);
    expect((await listOf(owner.user._id, owner.authHeader))[0]!.devicePictureUrl).toBe(newUrl);
  });

  it('keeps the picture inline in the one-device read, as the reference answers it', async () => {
    const { owner, device, url } = await ownerWithPicture();
    const read = await call<{ device: Device[] }>(t, owner.authHeader, 'GET', `/api/devices/${device.id}`);
    expect(read.body.device[0]).toMatchObject({ devicePicture: WHOLE_PICTURES.png, devicePictureUrl: url });
  });

  it('answers 404 for a device without a picture and 400 for a version that is not one', async () => {
    const { owner } = await ownerWithPicture();
    const [, plain] = await listOf(owner.user._id, owner.authHeader);
    expect(
      (await getPicture(`/api/devices/${plain!._id}/picture/${'0'.repeat(32)}`, owner.authHeader)).statusCode,
    ).toBe(404);
    expect((await getPicture(`/api/devices/${plain!._id}/picture/latest`, owner.authHeader)).statusCode).toBe(400);
  });
});
