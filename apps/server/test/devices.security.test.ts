import { Writable } from 'node:stream';
import { passcodeMessages, stolenMessages, type SharePrivilege } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/http/logger.js';
import { endLiveTracking } from '../src/modules/system/housekeeping.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, commandsOf, DEVICE_PASSCODE, deviceRow, insertDevice, shareDevice, type DeviceAnswer } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

/**
 * Everything the server logs while this file runs, to show the new passcodes never reach it (12 digits, so that no
 * timestamp or request id contains one by chance).
 */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

const t = useTestApp({}, loggerOptions({ LOG_LEVEL: 'debug' }, { stream: logStream }));

type ErrorAnswer = { success: false; message: string; errors: string[] };
const DAY_MS = 86_400_000;
const NEW_PASSCODE = '908172635418';

const owned = async () => {
  const owner = await createVerifiedUser(t);
  const device = await insertDevice(t, owner.user._id);
  return { ...owner, device };
};

const stateOf = async (deviceId: string) => ({
  device: await deviceRow(t, deviceId),
  commands: await commandsOf(t, deviceId),
});

/** A sharee of the device with this privilege, for a day. */
async function sharee(deviceId: string, accessRightsFlag: SharePrivilege) {
  const guest = await createVerifiedUser(t);
  await shareDevice(t, deviceId, guest.user, {
    accessRightsFlag,
    expiryDate: new Date(t.clock.now().getTime() + DAY_MS),
  });
  return guest;
}

const passcodeChange = (passcode: string, confirmation = passcode) => ({ passcode, confirmation });

describe('PUT /api/devices/passcode/{id}', () => {
  it('sets the passcode and queues a rekey command with it, by _id or serial number', async () => {
    const { authHeader, device } = await owned();
    const answer = await call<DeviceAnswer>(
      t,
      authHeader,
      'PUT',
      `/api/devices/passcode/${device.deviceUUID}`,
      passcodeChange(NEW_PASSCODE),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: passcodeMessages.changed,
      device: { _id: device.id, passcode: NEW_PASSCODE },
    });
    expect((await deviceRow(t, device.id))?.passcode).toBe(NEW_PASSCODE);
    expect((await commandsOf(t, device.id)).map((c) => [c.type, c.status, c.payload])).toEqual([
      ['rekey', 'queued', { passcode: NEW_PASSCODE }],
    ]);

    // A second change replaces the rekey still waiting for the device.
    const again = await call<DeviceAnswer>(
      t,
      authHeader,
      'PUT',
      `/api/devices/passcode/${device.id}`,
      passcodeChange('112233445566'),
    );
    expect(again.body.device.passcode).toBe('112233445566');
    expect((await commandsOf(t, device.id)).map((c) => [c.status, c.payload])).toEqual([
      ['superseded', { passcode: NEW_PASSCODE }],
      ['queued', { passcode: '112233445566' }],
    ]);
  });

  it('is allowed to an Owner share', async () => {
    const { device } = await owned();
    const coOwner = await sharee(device.id, 0);
    const answer = await call<DeviceAnswer>(
      t,
      coOwner.authHeader,
      'PUT',
      `/api/devices/passcode/${device.id}`,
      passcodeChange('556677889900'),
    );
    expect(answer.status).toBe(200);
    expect((await deviceRow(t, device.id))?.passcode).toBe('556677889900');
  });

  it.each([
    ['Unrestricted', 1],
    ['Limited', 2],
  ] as const)('refuses an %s sharee with 403 Permission denied and changes nothing', async (_name, accessRightsFlag) => {
    const { device } = await owned();
    const guest = await sharee(device.id, accessRightsFlag);
    const before = await stateOf(device.id);
    const answer = await call<ErrorAnswer>(
      t,
      guest.authHeader,
      'PUT',
      `/api/devices/passcode/${device.id}`,
      passcodeChange(NEW_PASSCODE),
    );
    expect(answer).toMatchObject({
      status: 403,
      body: { success: false, message: 'Permission denied', errors: ['Permission denied'] },
    });
    expect(await stateOf(device.id)).toEqual(before);
  });

  it('answers a second user 404 and changes nothing', async () => {
    const { device } = await owned();
    const stranger = await createVerifiedUser(t);
    const before = await stateOf(device.id);
    for (const ref of [device.id, device.deviceUUID]) {
      const answer = await call<ErrorAnswer>(
        t,
        stranger.authHeader,
        'PUT',
        `/api/devices/passcode/${ref}`,
        passcodeChange(NEW_PASSCODE),
      );
      expect(answer).toMatchObject({ status: 404, body: { success: false, message: 'Device not found' } });
    }
    expect(await stateOf(device.id)).toEqual(before);
  });

  it.each<[string, object, string]>([
    ['passcodes that differ', passcodeChange('123456', '123457'), passcodeMessages.mismatch],
    ['too short', passcodeChange('12345'), passcodeMessages.format],
    ['too long', passcodeChange('1234567890123'), passcodeMessages.format],
    ['not digits', passcodeChange('12ab56'), passcodeMessages.format],
  ])('refuses %s with 400 and the contract text, changing nothing', async (_case, body, message) => {
    const { authHeader, device } = await owned();
    const before = await stateOf(device.id);
    const answer = await call<ErrorAnswer>(t, authHeader, 'PUT', `/api/devices/passcode/${device.id}`, body);
    expect(answer).toMatchObject({ status: 400, body: { success: false, message, errors: [message] } });
    expect(await stateOf(device.id)).toEqual(before);
    expect(before.device?.passcode).toBe(DEVICE_PASSCODE);
  });

  it.each<[string, object]>([
    ['no confirmation', { passcode: '123456' }],
    ['an extra field', { ...passcodeChange('123456'), deviceUUID: 'SN-1' }],
    ['a number instead of text', { passcode: 123456, confirmation: 123456 }],
  ])('refuses %s with 400', async (_case, body) => {
    const { authHeader, device } = await owned();
    const before = await stateOf(device.id);
    const answer = await call<ErrorAnswer>(t, authHeader, 'PUT', `/api/devices/passcode/${device.id}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: answer.body.errors[0],
      errors: expect.arrayContaining([expect.any(String)]),
    });
    expect(await stateOf(device.id)).toEqual(before);
  });
});

describe('PUT /api/devices/stolen/{id}/{on|off}', () => {
  it('on: reports continuously with no end and queues reportStolen; off: back to once', async () => {
    const { authHeader, device } = await owned();
    await call(t, authHeader, 'POST', `/api/devices/locate/${device.id}`, {
      locationReportMode: 'continuously',
      duration: 300,
    });
    expect((await deviceRow(t, device.id))?.liveTrackingUntil).not.toBeNull();

    const reported = await call<DeviceAnswer>(t, authHeader, 'PUT', `/api/devices/stolen/${device.deviceUUID}/on`);
    expect(reported.status).toBe(200);
    expect(reported.body).toMatchObject({
      success: true,
      message: stolenMessages.reported,
      device: { reportedStolenAt: t.clock.now().toISOString(), locationReportMode: 'continuously' },
    });
    expect(await deviceRow(t, device.id)).toMatchObject({
      reportedStolenAt: t.clock.now(),
      locationReportMode: 'continuously',
      liveTrackingUntil: null,
    });
    expect(
      (await commandsOf(t, device.id)).filter((c) => c.type === 'reportStolen').map((c) => [c.status, c.payload]),
    ).toEqual([['queued', { stolen: true }]]);

    t.clock.advance(DAY_MS);
    const recovered = await call<DeviceAnswer>(t, authHeader, 'PUT', `/api/devices/stolen/${device.id}/off`);
    expect(recovered.body).toMatchObject({
      success: true,
      message: stolenMessages.recovered,
      device: { reportedStolenAt: null, locationReportMode: 'once' },
    });
    expect(await deviceRow(t, device.id)).toMatchObject({
      reportedStolenAt: null,
      locationReportMode: 'once',
      liveTrackingUntil: null,
    });
    expect(
      (await commandsOf(t, device.id)).filter((c) => c.type === 'reportStolen').map((c) => [c.status, c.payload]),
    ).toEqual([
      ['superseded', { stolen: true }],
      ['queued', { stolen: false }],
    ]);
  });

  it('while stolen, locate and stop tracking answer 409 and change nothing; housekeeping leaves it reporting', async () => {
    const { authHeader, device } = await owned();
    expect((await call(t, authHeader, 'PUT', `/api/devices/stolen/${device.id}/on`)).status).toBe(200);
    const before = await stateOf(device.id);
    for (const [url, body] of [
      [`/api/devices/locate/${device.id}`, { locationReportMode: 'once' }],
      [`/api/devices/locate/${device.deviceUUID}`, { locationReportMode: 'continuously', duration: 300 }],
      [`/api/devices/locate/stopTracking/${device.id}`, undefined],
    ] as const) {
      expect(await call<ErrorAnswer>(t, authHeader, 'POST', url, body)).toMatchObject({
        status: 409,
        body: {
          success: false,
          message: stolenMessages.trackingWhileStolen,
          errors: [stolenMessages.trackingWhileStolen],
        },
      });
    }
    expect(await stateOf(device.id)).toEqual(before);

    // Even a stolen device with a live-tracking end left over from before keeps reporting past that end.
    const leftOver = await insertDevice(t, (await createVerifiedUser(t)).user._id, {
      reportedStolenAt: t.clock.now(),
      locationReportMode: 'continuously',
      liveTrackingUntil: new Date(t.clock.now().getTime() + 300_000),
    });
    const tracked = await insertDevice(t, (await createVerifiedUser(t)).user._id, {
      locationReportMode: 'continuously',
      liveTrackingUntil: new Date(t.clock.now().getTime() + 300_000),
    });
    t.clock.advance(DAY_MS);
    await endLiveTracking(t.database.db, t.clock.now());
    expect((await deviceRow(t, leftOver.id))?.locationReportMode).toBe('continuously');
    expect((await deviceRow(t, tracked.id))?.locationReportMode).toBe('once');
    expect((await deviceRow(t, device.id))?.locationReportMode).toBe('continuously');

    expect((await call(t, authHeader, 'PUT', `/api/devices/stolen/${device.id}/off`)).status).toBe(200);
    expect(await call(t, authHeader, 'POST', `/api/devices/locate/stopTracking/${device.id}`)).toMatchObject({
      status: 200,
    });
  });

  it('on for a device already stolen keeps the time it was first reported', async () => {
    const { authHeader, device } = await owned();
    const firstReported = t.clock.now();
    await call(t, authHeader, 'PUT', `/api/devices/stolen/${device.id}/on`);
    t.clock.advance(DAY_MS);
    const again = await call<DeviceAnswer>(t, authHeader, 'PUT', `/api/devices/stolen/${device.deviceUUID}/on`);
    expect(again).toMatchObject({
      status: 200,
      body: {
        message: stolenMessages.reported,
        device: { reportedStolenAt: firstReported.toISOString(), locationReportMode: 'continuously' },
      },
    });
    expect((await deviceRow(t, device.id))?.reportedStolenAt).toEqual(firstReported);
  });

  it('off for a device that is not stolen changes nothing: no command, and live tracking goes on', async () => {
    const { authHeader, device } = await owned();
    await call(t, authHeader, 'POST', `/api/devices/locate/${device.id}`, {
      locationReportMode: 'continuously',
      duration: 900,
    });
    const before = await stateOf(device.id);
    expect(before.device).toMatchObject({ locationReportMode: 'continuously', reportedStolenAt: null });
    const answer = await call<DeviceAnswer>(t, authHeader, 'PUT', `/api/devices/stolen/${device.id}/off`);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: stolenMessages.recovered,
        device: { reportedStolenAt: null, locationReportMode: 'continuously' },
      },
    });
    expect(await stateOf(device.id)).toEqual(before);
  });

  it.each([
    ['Unrestricted', 1],
    ['Limited', 2],
  ] as const)('refuses an %s sharee with 403 and changes nothing', async (_name, accessRightsFlag) => {
    const { device } = await owned();
    const guest = await sharee(device.id, accessRightsFlag);
    const before = await stateOf(device.id);
    for (const state of ['on', 'off']) {
      const answer = await call<ErrorAnswer>(t, guest.authHeader, 'PUT', `/api/devices/stolen/${device.id}/${state}`);
      expect(answer).toMatchObject({ status: 403, body: { message: 'Permission denied' } });
    }
    expect(await stateOf(device.id)).toEqual(before);
  });

  it('answers a second user 404, and a state other than on or off 400, changing nothing', async () => {
    const { authHeader, device } = await owned();
    const stranger = await createVerifiedUser(t);
    const before = await stateOf(device.id);
    expect((await call(t, stranger.authHeader, 'PUT', `/api/devices/stolen/${device.id}/on`)).status).toBe(404);
    const bad = await call<ErrorAnswer>(t, authHeader, 'PUT', `/api/devices/stolen/${device.id}/maybe`);
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect(await stateOf(device.id)).toEqual(before);
  });
});

describe('logs', () => {
  it('never carry a passcode', () => {
    const log = logLines.join('');
    expect(log).toContain('/api/devices/passcode/');
    for (const passcode of [NEW_PASSCODE, '112233445566', '556677889900']) expect(log).not.toContain(passcode);
  });
});
