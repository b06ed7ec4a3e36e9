import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { historyFilters, type HistoryFilter, type HistoryFindResponse } from '@lodestar/contract';
import { migrationsFolder } from '../src/db/client.js';
import { ensurePositionPartitions, monthPartition } from '../src/db/partitions.js';
import { positions, type NewPositionRow } from '../src/db/schema/index.js';
import { createHistoryRepository, type HistoryScope } from '../src/modules/history/history.repository.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, insertDevice } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();
let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
beforeAll(async () => {
  owner = await createVerifiedUser(t);
});

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Where each of the device's positions is stored, newest first. */
const partitionsOf = (deviceId: string) =>
  rowsOf<{ partition: string; id: number | string }>(
    sql`SELECT tableoid::regclass::text AS partition, id FROM positions WHERE device_id = ${deviceId} ORDER BY fix_time DESC, id DESC`,
  );

/** A month no partition was made for: far enough ahead that nothing else in the suite writes there. */
const FAR_MONTH = new Date(Date.UTC(2093, 4, 15));

async function deviceWith(times: Date[], extra: (i: number) => Partial<NewPositionRow> = () => ({})) {
  const device = await insertDevice(t, owner.user._id, {
    deviceUUID: `SN-PART-${Math.random().toString(36).slice(2, 10)}`,
  });
  await t.database.db.insert(positions).values(
    times.map((fixTime, i) => ({
      deviceId: device.id,
      userId: owner.user._id,
      fixTime,
      receivedAt: fixTime,
      latitude: i,
      longitude: 0,
      type: 'gps' as const,
      ...extra(i),
    })),
  );
  return device;
}

/** The page as the history read it before position_counts and the deferred join: COUNT(*) and OFFSET. */
async function referencePage(scope: HistoryScope, filter: HistoryFilter, offset: number, limit: number) {
  const condition = {
    all: sql`true`,
    gps: sql`type = 'gps'`,
    mcell: sql`type = 'mcell'`,
    scell: sql`type = 'scell'`,
    alerts: sql`alert_type IS NOT NULL`,
    lockEvents: sql`unlock_type IS NOT NULL`,
  }[filter];
  const where = sql`device_id = ${scope.deviceId} AND user_id = ${scope.ownerId} AND ${condition}`;
  const [counted] = await rowsOf<{ n: number }>(sql`SELECT count(*)::int AS n FROM positions WHERE ${where}`);
  const ids = await rowsOf<{ id: number | string }>(
    sql`SELECT id FROM positions WHERE ${where} ORDER BY fix_time DESC, id DESC OFFSET ${offset} LIMIT ${limit}`,
  );
  return { ids: ids.map((row) => Number(row.id)), total: counted!.n };
}

describe('positions partitioned by month', () => {
  const now = new Date();
  const months = [-1, 0, 1].map((shift) => monthPartition(now, shift));
  // One position in each of the months around now, and two in the default partition: 1999 and a far month.
  const times = [
    new Date(Date.UTC(1999, 5, 1)),
    new Date(months[0]!.from.getTime() + 3_600_000),
    new Date(months[1]!.from.getTime() + 3_600_000),
    new Date(months[2]!.from.getTime() + 3_600_000),
    FAR_MONTH,
  ];

  it('finds, pages, exports and clears positions stored in several monthly partitions and the default one', async () => {
    await ensurePositionPartitions(t.database.db, now);
    const device = await deviceWith(times);
    expect((await partitionsOf(device.id)).map((row) => row.partition)).toEqual([
      'positions_default',
      months[2]!.name,
      months[1]!.name,
      months[0]!.name,
      'positions_default',
    ]);

    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        call<HistoryFindResponse>(
          t,
          owner.authHeader,
          'GET',
          `/api/history/find/device/${device.id}?page=${page}&perPage=2`,
        ),
      ),
    );
    expect(pages.map((page) => page.body.data.map((location) => location.timeCreated))).toEqual([
      [times[4]!.toISOString(), times[3]!.toISOString()],
      [times[2]!.toISOString(), times[1]!.toISOString()],
      [times[0]!.toISOString()],
    ]);
    expect(pages[0]!.body.pagination).toMatchObject({ total: 5, totalPages: 3 });

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v2/history/${device.id}/csv`,
      headers: { authorization: owner.authHeader },
    });
    expect(
      csv.body
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]),
    ).toEqual([...times].reverse().map((time) => time.toISOString()));

    const cleared = await call<{ deleted: number }>(t, owner.authHeader, 'DELETE', `/api/v2/history/${device.id}`);
    expect(cleared.body.deleted).toBe(5);
    expect(await partitionsOf(device.id)).toEqual([]);
    const after = await call<HistoryFindResponse>(t, owner.authHeader, 'GET', `/api/history/find/device/${device.id}`);
    expect(after.body.pagination.total).toBe(0);
  });

  it('maintenance is idempotent, and a new month takes its positions out of the default partition', async () => {
    await ensurePositionPartitions(t.database.db, now);
    expect(await ensurePositionPartitions(t.database.db, now)).toEqual([]);
    const device = await deviceWith(times);
    const before = await call<HistoryFindResponse>(
      t,
      owner.authHeader,
      'GET',
      `/api/history/find/device/${device.id}?perPage=10`,
    );

    const created = await ensurePositionPartitions(t.database.db, FAR_MONTH);
    expect(created).toContain(monthPartition(FAR_MONTH).name);
    expect(await ensurePositionPartitions(t.database.db, FAR_MONTH)).toEqual([]);
    const stored = await partitionsOf(device.id);
    expect(stored[0]!.partition).toBe(monthPartition(FAR_MONTH).name);
    expect(stored.at(-1)!.partition).toBe('positions_default');

    const after = await call<HistoryFindResponse>(
      t,
      owner.authHeader,
      'GET',
      `/api/history/find/device/${device.id}?perPage=10`,
    );
    expect(after.body).toEqual(before.body);
    // New positions of that month go to its partition, and are counted.
    await t.database.db.insert(positions).values({
      deviceId: device.id,
      userId: owner.user._id,
      fixTime: new Date(FAR_MONTH.getTime() + 1000),
      receivedAt: now,
      latitude: 9,
      longitude: 9,
      type: 'gps',
    });
    const more = await call<HistoryFindResponse>(
      t,
      owner.authHeader,
      'GET',
      `/api/history/find/device/${device.id}?perPage=1`,
    );
    expect(more.body.pagination.total).toBe(6);
    expect(more.body.data[0]!.latitude).toBe(9);
  });

  it('deleting the device takes its positions and their count along (the foreign key of every partition)', async () => {
    const device = await deviceWith(times);
    await t.database.db.execute(sql`DELETE FROM devices WHERE id = ${device.id}`);
    expect(await partitionsOf(device.id)).toEqual([]);
    expect(await rowsOf(sql`SELECT * FROM position_counts WHERE device_id = ${device.id}`)).toEqual([]);
  });

  it("deleting the owner's account leaves the positions ownerless and uncounted", async () => {
    const leaving = await createVerifiedUser(t);
    const device = await insertDevice(t, leaving.user._id, {
      deviceUUID: `SN-PART-${Math.random().toString(36).slice(2, 10)}`,
    });
    await t.database.db.insert(positions).values(
      times.map((fixTime) => ({
        deviceId: device.id,
        userId: leaving.user._id,
        fixTime,
        receivedAt: fixTime,
        latitude: 1,
        longitude: 1,
        type: 'gps' as const,
      })),
    );
    expect(await rowsOf(sql`SELECT total FROM position_counts WHERE device_id = ${device.id}`)).toEqual([{ total: 5 }]);
    await t.database.db.execute(sql`DELETE FROM users WHERE id = ${leaving.user._id}`);
    expect(
      await rowsOf(sql`SELECT count(*)::int AS n FROM positions WHERE device_id = ${device.id} AND user_id IS NULL`),
    ).toEqual([{ n: 5 }]);
    expect(await rowsOf(sql`SELECT * FROM position_counts WHERE device_id = ${device.id}`)).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('partition maintenance beside other writers', () => {
  it('waits for a transaction holding the accounts, as an account deletion does, instead of deadlocking with it', async () => {
    const month = new Date(Date.UTC(2094, 6, 15));
    const device = await deviceWith([month]);
    const [database] = await rowsOf<{ name: string }>(sql`SELECT current_database() AS name`);
    const url = Object.assign(new URL(process.env.TEST_DATABASE_URL ?? ''), { pathname: `/${database!.name}` });
    const writer = new pg.Client({ connectionString: url.toString() });
    await writer.connect();
    try {
      await writer.query('BEGIN');
      await writer.query('UPDATE users SET email = email WHERE id = $1', [owner.user._id]);
      const maintenance = ensurePositionPartitions(t.database.db, month);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Then the positions, as the deletion's cascade does: had maintenance locked them first, this would deadlock.
      await writer.query('DELETE FROM positions WHERE device_id = $1', [device.id]);
      await writer.query('COMMIT');
      expect(await maintenance).toContain(monthPartition(month).name);
    } finally {
      await writer.end();
    }
  });
});

describe('history pages from position_counts and the deferred join', () => {
  it('answer every page of every filter as COUNT(*) and OFFSET did, from both ends of a 450-position history', async () => {
    const start = Date.UTC(2026, 7, 1);
    // Every 7 hours over about four months (several partitions), a few at equal times; kinds, alerts and locks mixed.
    const times = Array.from(
      { length: 450 },
      (_, i) => new Date(start + Math.floor(i / 3) * 3 * 7 * 3_600_000 + (i % 3 === 2 ? 0 : i % 3) * 1000),
    );
    const device = await deviceWith(times, (i) => ({
      type: (['gps', 'mcell', 'scell'] as const)[i % 3]!,
      alertType: i % 7 === 0 ? 'sos' : null,
      isLocked: i % 11 === 0 ? i % 2 === 0 : null,
      unlockType: i % 11 === 0 ? (i % 2 === 0 ? 'autoLocked' : 'app') : null,
    }));
    const scope = { deviceId: device.id, ownerId: owner.user._id };
    const history = createHistoryRepository(t.database.db);
    for (const filter of historyFilters) {
      const { total } = await referencePage(scope, filter, 0, 1);
      for (const perPage of [10, 100]) {
        for (let offset = 0; offset <= total + perPage; offset += perPage) {
          const answer = await history.page(scope, filter, offset, perPage);
          const expected = await referencePage(scope, filter, offset, perPage);
          expect(
            { ids: answer.rows.map((row) => row.id), total: answer.total },
            `${filter}, offset ${offset} of ${total}`,
          ).toEqual(expected);
        }
      }
    }
  });
});

describe('migration 0008', () => {
  it('moves existing positions into monthly partitions with their ids, counts them, and carries on numbering', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lodestar-migrations-'));
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    writeFileSync(
      journalFile,
      JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.tag < '0008') }),
    );
    const pglite = await PGlite.create();
    const db = drizzle(pglite);
    try {
      await migrate(db, { migrationsFolder: folder });
      const lastMonth = monthPartition(new Date(), -1);
      await pglite.exec(`
        INSERT INTO users (email, name, password_hash) VALUES ('old@example.com', 'Old', 'x');
        INSERT INTO devices (device_uuid, name, device_type, passcode, user_id) SELECT 'SN-OLD', 'Old', 'shield_gps', '123456', id FROM users;
        INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, type, alert_type)
        SELECT d.id, d.user_id, t, t, 1, 2, kind, alert FROM devices d, (VALUES
          (now(), 'gps', NULL), ('${lastMonth.from.toISOString()}'::timestamptz, 'mcell', 'sos'), ('2001-02-03'::timestamptz, 'gps', NULL)
        ) AS v(t, kind, alert);`);
      await migrate(db, { migrationsFolder });
      const stored = await pglite.query<{ id: number; partition: string }>(
        'SELECT id::int AS id, tableoid::regclass::text AS partition FROM positions ORDER BY fix_time DESC',
      );
      expect(stored.rows).toEqual([
        { id: 1, partition: monthPartition(new Date()).name },
        { id: 2, partition: lastMonth.name },
        { id: 3, partition: 'positions_default' },
      ]);
      const counts = await pglite.query('SELECT total, gps, mcell, alerts FROM position_counts');
      expect(counts.rows).toEqual([{ total: 3, gps: 2, mcell: 1, alerts: 1 }]);
      const next = await pglite.query<{ id: number }>(
        `INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, type)
         SELECT device_id, user_id, now(), now(), 3, 4, 'gps' FROM positions LIMIT 1 RETURNING id::int AS id`,
      );
      expect(next.rows).toEqual([{ id: 4 }]);
    } finally {
      await pglite.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
