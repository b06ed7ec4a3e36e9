import { beforeAll, describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import { positions, type NewPositionRow } from '../src/db/schema/index.js';
import { insertPositions } from '../src/ingest/pipeline/insert-positions.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { insertDevice } from './helpers/devices.js';
import { positionsOf } from './helpers/ingest.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();
let ownerId: string;

beforeAll(async () => {
  ownerId = (await createVerifiedUser(t)).user._id;
});

const at = (iso: string) => new Date(iso);

describe('the pipeline insert (one INSERT … SELECT FROM unnest)', () => {
  it('stores every column as given, nulls as nulls, attributes as JSON objects, and answers the ids in row order', async () => {
    const device = await insertDevice(t, ownerId);
    const full: NewPositionRow = {
      deviceId: device.id,
      userId: ownerId,
      fixTime: at('2026-03-01T10:00:00.123Z'),
      receivedAt: at('2026-03-01T10:00:02.5Z'),
      latitude: -33.868812345678,
      longitude: 151.209312345678,
      address: 'Sydney, "NSW"\tAustralia\n\\ {braces}, commas',
      type: 'gps',
      alertType: 'sos',
      reportType: 'SOS',
      locationChanged: false,
      duration: 95,
      accuracy: 12.5,
      speed: 42.25,
      course: 270,
      altitude: -3.5,
      batteryPercentage: 70,
      modemVoltage: 3900,
      modemTemperature: -4.25,
      isLocked: false,
      unlockType: 'buttonCode',
      attributes: { alarm: 'motion', quote: 'say "hi"', backslash: 'a\\b', braces: '{1,2}', count: 3, on: true },
    };
    const bare: NewPositionRow = {
      deviceId: device.id,
      userId: null,
      fixTime: at('2026-03-01T09:00:00Z'),
      receivedAt: at('2026-03-01T09:00:01Z'),
      latitude: 0,
      longitude: 0,
      address: null,
      type: 'mcell',
      alertType: null,
      reportType: null,
      locationChanged: null,
      duration: null,
      accuracy: null,
      speed: null,
      course: null,
      altitude: null,
      batteryPercentage: null,
      modemVoltage: null,
      modemTemperature: null,
      isLocked: null,
      unlockType: null,
      attributes: {},
    };

    // Every column of the table but the id is set above, so a column added later and not written fails here.
    const written = Object.keys(getTableColumns(positions)).filter((column) => column !== 'id');
    expect(Object.keys(full).sort()).toEqual(written.sort());
    const ids = await t.database.db.transaction((tx) => insertPositions(tx, [full, bare]));

    expect(ids).toHaveLength(2);
    expect(ids[1]).toBeGreaterThan(ids[0]!);
    const stored = await positionsOf(t, device.id);
    expect(stored).toEqual([
      { ...full, id: ids[0] },
      { ...bare, id: ids[1] },
    ]);
  });

  it('writes nothing and answers no ids for no rows', async () => {
    expect(await t.database.db.transaction((tx) => insertPositions(tx, []))).toEqual([]);
  });
});
