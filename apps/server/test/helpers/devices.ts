import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Device, FindDevicesResponse } from '@lodestar/contract';
import { deviceCommands, deviceShares, devices, type NewDeviceRow } from '../../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

export const DEVICE_PASSCODE = '482913';

/** A device row straight in the database: telemetry and states that only the ingest and billing issues set. */
export async function insertDevice(t: TestApp, ownerId: string | null, values: Partial<NewDeviceRow> = {}) {
  const [row] = await t.database.db
    .insert(devices)
    .values({
      deviceUUID: `SN-${randomUUID().slice(0, 13)}`,
      name: 'Family car',
      deviceType: 'shield_gps',
      passcode: DEVICE_PASSCODE,
      userId: ownerId,
      ...values,
    })
    .returning();
  return row!;
}

/** An accepted share of the device with the user (the share calls arrive with the sharing issue). */
export async function shareDevice(
  t: TestApp,
  deviceId: string,
  user: { _id: string; email: string },
  values: Partial<typeof deviceShares.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(deviceShares)
    .values({
      deviceId,
      userId: user._id,
      sharedUserWithEmail: user.email,
      sharerName: 'Shared person',
      accessRightsFlag: 1,
      isAcceptedFlag: 1,
      ...values,
    })
    .returning();
  return row!;
}

export async function deviceRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(devices).where(eq(devices.id, id));
  return row;
}

export async function commandsOf(t: TestApp, deviceId: string) {
  return t.database.db.select().from(deviceCommands).where(eq(deviceCommands.deviceId, deviceId)).orderBy(deviceCommands.createdAt);
}

export async function sharesOf(t: TestApp, deviceId: string) {
  return t.database.db.select().from(deviceShares).where(eq(deviceShares.deviceId, deviceId));
}

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';

/** Calls the API as a signed-in user and answers status and body. */
export async function call<T = unknown>(t: TestApp, authorization: string, method: Method, url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}

/** The devices a user's list shows (one page of up to 999, every type unless the query names one). */
export async function listedDevices(t: TestApp, authorization: string, userId: string, query = '') {
  const answer = await call<FindDevicesResponse>(t, authorization, 'GET', `/api/devices/find/${userId}?page=0&perPage=999${query}`);
  if (answer.status !== 200) throw new Error(`The device list answered ${answer.status}`);
  return answer.body.data;
}

export type DeviceAnswer = { success: true; message: string; device: Device };
