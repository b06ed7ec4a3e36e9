import type { HistoryFindResponse } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, deviceRow, insertDevice, listedDevices } from './helpers/devices.js';
import { deviceAuthorization, native, positionsOf } from './helpers/ingest.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

const secondsAgo = (seconds: number) => Math.floor(t.clock.now().getTime() / 1000) - seconds;
const at = (seconds: number) => new Date(secondsAgo(seconds) * 1000);
const position = (seconds: number, values: object = {}) => ({ timestamp: secondsAgo(seconds), latitude: 48.85, longitude: 2.35, ...values });

async function lockOf() {
  const owner = await createVerifiedUser(t);
  const device = await insertDevice(t, owner.user._id, { deviceType: 'smart_lock' });
  const authorization = await deviceAuthorization(t, device.id);
  const report = async (...positions: object[]) => expect(await native(t, authorization, { positions })).toMatchObject({ status: 200 });
  const answered = async () => {
    const listed = await listedDevices(t, owner.authHeader, owner.user._id);
    return listed.find((listed) => listed._id === device.id)!;
  };
  return { owner, device, report, answered };
}

describe('a lock state', () => {
  it('is unknown until the lock tells it, then kept on every position until the lock tells another', async () => {
    const { device, report, answered } = await lockOf();
    await report(position(300));
    expect(await answered()).toMatchObject({ isLocked: null, unlockType: null, lockChangedAt: null });

    await report(position(240, { isLocked: true }));
    await report(position(180), position(120, { isLocked: true }));
    expect(await answered()).toMatchObject({ isLocked: true, unlockType: null, lockChangedAt: at(240).toISOString() });

    await report(position(60, { isLocked: false, unlockType: 'app' }), position(30));
    expect(await answered()).toMatchObject({ isLocked: false, unlockType: 'app', lockChangedAt: at(60).toISOString() });

    const rows = await positionsOf(t, device.id);
    expect(rows.map((row) => [row.isLocked, row.unlockType])).toEqual([
      [false, null],
      [false, 'app'],
      [true, null],
      [true, null],
      [true, null],
      [null, null],
    ]);
  });

  it('is not moved by a late position, which keeps only what it said itself', async () => {
    const { device, report, answered } = await lockOf();
    await report(position(60, { isLocked: true, unlockType: 'autoLocked' }));
    await report(position(600, { isLocked: false, unlockType: 'tsaUnlock' }), position(500));
    expect(await answered()).toMatchObject({ isLocked: true, unlockType: 'autoLocked', lockChangedAt: at(60).toISOString() });
    const late = (await positionsOf(t, device.id)).slice(1);
    expect(late.map((row) => [row.isLocked, row.unlockType])).toEqual([
      [null, null],
      [false, 'tsaUnlock'],
    ]);
    expect((await deviceRow(t, device.id))?.isLocked).toBe(true);
  });

  it('takes the state from how the lock was opened when it does not say, and a repeated report is no new event', async () => {
    const { owner, device, report, answered } = await lockOf();
    await report(position(120, { unlockType: 'buttonCode' }));
    expect(await answered()).toMatchObject({ isLocked: false, unlockType: 'buttonCode', lockChangedAt: at(120).toISOString() });
    await report(position(60, { isLocked: false, unlockType: 'buttonCode' }));
    expect(await answered()).toMatchObject({ isLocked: false, lockChangedAt: at(120).toISOString() });
    const rows = await positionsOf(t, device.id);
    expect(rows.map((row) => [row.isLocked, row.unlockType])).toEqual([
      [false, null],
      [false, 'buttonCode'],
    ]);
    const { body } = await call<HistoryFindResponse>(t, owner.authHeader, 'GET', `/api/history/find/device/${device.id}?filter=lockEvents`);
    expect(body.pagination.total).toBe(1);
  });

  it('lists as lock events the positions that say how the lock was locked or opened', async () => {
    const { owner, device, report } = await lockOf();
    await report(position(90, { isLocked: true }), position(60, { isLocked: false, unlockType: 'buttonCode' }), position(45));
    await report(position(30, { isLocked: true, unlockType: 'autoLocked' }), position(10));
    const url = `/api/history/find/device/${device.id}?filter=lockEvents`;
    const { body } = await call<HistoryFindResponse>(t, owner.authHeader, 'GET', url);
    expect(body.pagination.total).toBe(2);
    expect(body.data.map((location) => [location.isLocked, location.unlockType])).toEqual([
      [true, 'autoLocked'],
      [false, 'buttonCode'],
    ]);
    const all = await call<HistoryFindResponse>(t, owner.authHeader, 'GET', `/api/history/find/device/${device.id}`);
    expect(all.body.data.map((location) => location.isLocked)).toEqual([true, true, false, false, true]);
  });
});
