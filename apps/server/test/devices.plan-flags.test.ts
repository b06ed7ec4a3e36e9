import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, deviceRow, insertDevice, shareDevice, type DeviceAnswer } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PUT /api/devices/{id} with the plan flags', () => {
  it('lets the SuperOwner mark the trial used and the terms accepted, naming the device by _id', async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    const answer = await call<DeviceAnswer>(t, owner.authHeader, 'PUT', `/api/devices/${device.deviceUUID}`, {
      _id: device.id,
      isTrialAvailed: true,
      isTermsAccepted: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.device).toMatchObject({ isTrialAvailed: true, isTermsAccepted: true });
  });

  it('records that the plan page offered the plan bought with the device, once, until the device is released', async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    expect(await deviceRow(t, device.id)).toMatchObject({ isFirstLogin: true });
    const offered = await call<DeviceAnswer>(t, owner.authHeader, 'PUT', `/api/devices/${device.id}`, { isFirstLogin: false });
    expect(offered).toMatchObject({ status: 200, body: { device: { isFirstLogin: false } } });
    const again = await call(t, owner.authHeader, 'PUT', `/api/devices/${device.id}`, { isFirstLogin: true });
    expect(again).toMatchObject({ status: 400, body: { errors: ['A first visit, once made, cannot be made again.'] } });
    expect(await deviceRow(t, device.id)).toMatchObject({ isFirstLogin: false });
    const removed = await call(t, owner.authHeader, 'DELETE', `/api/devices/${device.id}`);
    expect(removed.status).toBe(200);
    expect(await deviceRow(t, device.id)).toMatchObject({ isFirstLogin: true });
  });

  it('never gives a trial back, refuses an _id of another device and changes nothing', async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id, { isTrialAvailed: true });
    const other = await insertDevice(t, owner.user._id);
    const giveBack = await call(t, owner.authHeader, 'PUT', `/api/devices/${device.id}`, { isTrialAvailed: false });
    expect(giveBack.status).toBe(400);
    expect(giveBack.body).toMatchObject({ errors: ["A device's trial, once had, cannot be given back."] });
    const mismatch = await call(t, owner.authHeader, 'PUT', `/api/devices/${device.id}`, { _id: other.id, isTermsAccepted: true });
    expect(mismatch.status).toBe(400);
    const onlyId = await call(t, owner.authHeader, 'PUT', `/api/devices/${device.id}`, { _id: device.id });
    expect(onlyId.status).toBe(400);
    expect(await deviceRow(t, device.id)).toMatchObject({ isTrialAvailed: true, isTermsAccepted: false });
  });

  it('refuses the flags to an Owner share and to a stranger', async () => {
    const owner = await createVerifiedUser(t);
    const sharee = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    await shareDevice(t, device.id, sharee.user, { accessRightsFlag: 0 });
    const shared = await call(t, sharee.authHeader, 'PUT', `/api/devices/${device.id}`, { isTermsAccepted: true });
    expect(shared.status).toBe(403);
    expect(shared.body).toMatchObject({ message: 'Permission denied' });
    const sharedVisit = await call(t, sharee.authHeader, 'PUT', `/api/devices/${device.id}`, { isFirstLogin: false });
    expect(sharedVisit.status).toBe(403);
    const foreign = await call(t, stranger.authHeader, 'PUT', `/api/devices/${device.id}`, { isTrialAvailed: true });
    expect(foreign.status).toBe(404);
    expect(await deviceRow(t, device.id)).toMatchObject({ isTrialAvailed: false, isTermsAccepted: false, isFirstLogin: true });
  });
});
