import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { historyCsvColumns } from '@lodestar/contract';
import { positions, type NewPositionRow } from '../src/db/schema/index.js';
import { historyCsv } from '../src/modules/history/history-csv.js';
import { createHistoryRepository } from '../src/modules/history/history.repository.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { insertDevice } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();
let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
beforeAll(async () => {
  owner = await createVerifiedUser(t);
});

const T0 = Date.UTC(2026, 10, 20, 8, 30, 0);

async function deviceWith(rows: Partial<NewPositionRow>[]) {
  const device = await insertDevice(t, owner.user._id, {
    deviceUUID: `SN-CSV-${Math.random().toString(36).slice(2, 10)}`,
  });
  if (rows.length > 0) {
    await t.database.db.insert(positions).values(
      rows.map((row, i) => ({
        deviceId: device.id,
        userId: owner.user._id,
        fixTime: new Date(T0 + i * 60_000),
        receivedAt: new Date(T0 + i * 60_000 + 500),
        latitude: -33.8688,
        longitude: 151.2093,
        type: 'gps' as const,
        ...row,
      })),
    );
  }
  return device;
}

/** The stream's text, byte order mark kept (a TextDecoder would drop it). */
const text = async (stream: Readable) => (await buffer(stream)).toString('utf8');
const exportOf = (ref: string, authorization = owner.authHeader) =>
  t.app.inject({ method: 'GET', url: `/api/v2/history/${ref}/csv`, headers: { authorization } });
const HEADER =
  'Created On,Latitude,Longitude,Address,Type,Accuracy (m),Speed (km/h),Course,Altitude (m),Battery (%),Temperature (°C),Alert,Locked,Lock By\r\n';

describe('GET /api/v2/history/{id}/csv', () => {
  it('answers the history as a CSV file, newest first, quoted per RFC 4180, with a byte order mark', async () => {
    const device = await deviceWith([
      {
        address: 'George St, Sydney',
        accuracy: 8,
        speed: 43.5,
        course: 270,
        altitude: 12.25,
        batteryPercentage: 80,
        modemTemperature: 21.5,
      },
      { address: 'The "Rocks", Sydney', type: 'mcell', accuracy: 350, alertType: 'geofenceExit' },
      {
        address: '=HYPERLINK("http://evil.example")',
        latitude: -33.86,
        longitude: -151.2,
        isLocked: true,
        unlockType: 'buttonCode',
        alertType: 'sos',
      },
      { address: null, type: 'scell', isLocked: false, unlockType: 'tsaUnlock' },
    ]);
    const response = await exportOf(device.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="device-history-${device.deviceUUID}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toBe(
      '\uFEFF' +
        HEADER +
        '2026-11-20T08:33:00.000Z,-33.8688,151.2093,,scell,,,,,,,,No,TSA Unlock\r\n' +
        `2026-11-20T08:32:00.000Z,-33.86,-151.2,"'=HYPERLINK(""http://evil.example"")",gps,,,,,,,SOS,Yes,Button Code\r\n` +
        '2026-11-20T08:31:00.000Z,-33.8688,151.2093,"The ""Rocks"", Sydney",mcell,350,,,,,,Left the geofence,,\r\n' +
        '2026-11-20T08:30:00.000Z,-33.8688,151.2093,"George St, Sydney",gps,8,43.5,270,12.25,80,21.5,,,\r\n',
    );
    expect(HEADER.split(',')).toHaveLength(historyCsvColumns.length);
  });

  it('neutralises every formula prefix in text, and only in text', async () => {
    const device = await deviceWith(
      ['+61 2 9999', '-1 Lane', '@home', '\tTabbed', 'Plain'].map((address) => ({
        address,
        latitude: -1.5,
        longitude: -2.5,
      })),
    );
    const lines = (await exportOf(device.id)).body.split('\r\n').slice(1, -1);
    expect(lines.map((line) => line.split(',').slice(1, 4))).toEqual([
      ['-1.5', '-2.5', 'Plain'],
      ['-1.5', '-2.5', "'\tTabbed"],
      ['-1.5', '-2.5', "'@home"],
      ['-1.5', '-2.5', "'-1 Lane"],
      ['-1.5', '-2.5', "'+61 2 9999"],
    ]);
  });

  it('answers just the header for an empty history', async () => {
    const device = await deviceWith([]);
    expect((await exportOf(device.deviceUUID)).body).toBe(`\uFEFF${HEADER}`);
  });

  it('reads in keyset batches without repeating or dropping a row at a batch boundary, equal times included', async () => {
    const times = [0, 0, 0, 60_000, 60_000, 120_000, 180_000, 180_000, 180_000, 180_000, 240_000];
    const device = await deviceWith(
      times.map((offset, i) => ({ fixTime: new Date(T0 + offset), address: `Stop ${i}` })),
    );
    const whole = (await exportOf(device.id)).body;
    const history = createHistoryRepository(t.database.db);
    const scope = { deviceId: device.id, ownerId: owner.user._id };
    for (const batchSize of [1, 2, 3, 4, 11, 12]) {
      expect(await text(historyCsv(history, scope, batchSize)), `batch size ${batchSize}`).toBe(whole);
    }
    const stops = whole
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[3]);
    expect(stops).toEqual([
      'Stop 10',
      'Stop 9',
      'Stop 8',
      'Stop 7',
      'Stop 6',
      'Stop 5',
      'Stop 4',
      'Stop 3',
      'Stop 2',
      'Stop 1',
      'Stop 0',
    ]);
  });

  it('keeps microseconds the database holds in the cursor', async () => {
    const device = await deviceWith([]);
    // Three positions a microsecond apart: a cursor rounded to milliseconds would skip or repeat them.
    await t.database.db.execute(sql`
      INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, type)
      SELECT ${device.id}, ${owner.user._id}, timestamptz '2026-11-20 08:30:00.000001+00' + g * interval '1 microsecond', now(), g, 0, 'gps'
      FROM generate_series(1, 3) g`);
    const latitudes = (
      await text(
        historyCsv(createHistoryRepository(t.database.db), { deviceId: device.id, ownerId: owner.user._id }, 1),
      )
    )
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[1]);
    expect(latitudes).toEqual(['3', '2', '1']);
  });
});
