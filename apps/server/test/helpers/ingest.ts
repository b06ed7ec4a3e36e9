import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { positions } from '../../src/db/schema/index.js';
import { issueDeviceSecret } from '../../src/ingest/device-secret.js';
import { devices } from '../../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

/** A report to the OsmAnd listener; answers once it is committed, like a device's request. */
export function osmand(t: TestApp, options: InjectOptions) {
  return t.app.osmand.inject(options);
}

/** The device's stored positions, newest first. */
export function positionsOf(t: TestApp, deviceId: string) {
  return t.database.db.select().from(positions).where(eq(positions.deviceId, deviceId)).orderBy(desc(positions.fixTime), desc(positions.id));
}

/** Gives the device a native secret and answers the `Authorization` header that carries it. */
export async function deviceAuthorization(t: TestApp, deviceId: string): Promise<string> {
  const { secret, hash } = issueDeviceSecret();
  await t.database.db.update(devices).set({ ingestSecretHash: hash }).where(eq(devices.id, deviceId));
  return `Device ${secret}`;
}

/** A native batch call as the device with this Authorization header. */
export async function native(t: TestApp, authorization: string | undefined, payload: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ingest/native',
    headers: authorization ? { authorization } : {},
    payload,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}
