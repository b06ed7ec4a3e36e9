import type { HistoryChartsResponse } from '@lodestar/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devices, positions } from '../src/db/schema/index.js';
import { DEMO_ACCOUNT, seedDemo } from '../src/demo/demo-account.js';
import { demoDevices } from '../src/demo/demo-devices.js';
import { WEEK_SECONDS } from '../src/demo/demo-week.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();
let seededAt: number;
beforeAll(async () => {
  seededAt = t.clock.now().getTime();
  await seedDemo(t.database.db, t.clock);
});

const HOUR_MS = 3_600_000;

interface WeekOfDevice {
  name: string;
  reports: number;
  first: Date;
  last: Date;
  moving: number;
  newestVoltage: number | null;
  deviceVoltage: number | null;
}

async function weeks(): Promise<WeekOfDevice[]> {
  const result = await t.database.db
    .select({
      name: devices.name,
      reports: sql<number>`count(*)::int`,
      first: sql<string>`min(${positions.fixTime})`,
      last: sql<string>`max(${positions.fixTime})`,
      moving: sql<number>`count(*) filter (where ${positions.speed} > 0 or ${positions.locationChanged})::int`,
      newestVoltage: sql<number | null>`(array_agg(${positions.modemVoltage} order by ${positions.fixTime} desc))[1]`,
      deviceVoltage: devices.modemVoltage,
    })
    .from(positions)
    .innerJoin(devices, eq(devices.id, positions.deviceId))
    .groupBy(devices.id);
  return result.map((row) => ({ ...row, first: new Date(row.first), last: new Date(row.last) }));
}

describe('the demo seed’s week of history', () => {
  it('gives each demo device with a routine a week of reports ending at the seed time, none to the others', async () => {
    const withWeek = demoDevices(new Date(seededAt))
      .filter((device) => device.week)
      .map((device) => device.name);
    const seeded = await weeks();
    expect(seeded.map((week) => week.name).sort()).toEqual([...withWeek].sort());
    for (const week of seeded) {
      expect(week.reports, week.name).toBeGreaterThan(150);
      expect(week.reports, week.name).toBeLessThan(3000);
      expect(week.last.getTime(), week.name).toBe(Math.floor(seededAt / 1000) * 1000);
      // Fix times are whole seconds.
      expect(Math.abs(seededAt - WEEK_SECONDS * 1000 - week.first.getTime()), week.name).toBeLessThan(1000);
      expect(week.moving, week.name).toBeGreaterThan(0);
      // The battery's history ends at what the device shows.
      if (week.deviceVoltage !== null) expect(week.newestVoltage, week.name).toBe(week.deviceVoltage);
    }
  });

  it('lets the demo account chart the last 24 hours and replay them', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    const authorization = (login.json() as { authHeader: string }).authHeader;
    const range = `from=${new Date(seededAt - 24 * HOUR_MS).toISOString()}&to=${new Date(seededAt + 60_000).toISOString()}`;
    for (const uuid of ['DEMO-GPS-0001', 'DEMO-CARD-0002', 'DEMO-LOCK-0002', 'DEMO-FLEET-GPS-0001']) {
      const charts = await t.app.inject({ url: `/api/history/charts/${uuid}?${range}`, headers: { authorization } });
      const buckets = (charts.json() as HistoryChartsResponse).data;
      expect(buckets.filter((bucket) => bucket.reports > 0).length, uuid).toBeGreaterThan(12);
      expect(
        buckets.some((bucket) => bucket.battery !== null),
        uuid,
      ).toBe(true);
      const track = await t.app.inject({ url: `/api/history/track/${uuid}?${range}`, headers: { authorization } });
      expect((track.json() as { data: unknown[] }).data.length, uuid).toBeGreaterThan(20);
    }
  });
});
