/**
 * A device group of 1,000 devices (the most a group holds) on the large account of bench/device-list.ts: opening it
 * (GET /api/device/groups/{id}: the group row, then its visible devices in one query), the side menu's list of groups
 * (GET /api/device/groups, 20 groups, each with its visible member ids) and replacing the group's devices (PATCH),
 * through the real app in process (`inject`). The group's devices are its owner's and some shared with it, pictures
 * included, as the overview sees them. The devices query and the list query are EXPLAINed once (ANALYZE).
 */
import { GROUP_DEVICES_MAX } from '@lodestar/contract';
import { buildBenchApp, signedInSender, signInTo } from './lib/app.js';
import type { BenchDatabase } from './lib/databases.js';
import { explain } from './lib/explain.js';
import { defaultLargeAccount, seedLargeAccount } from './lib/large-account.js';
import { time } from './lib/stats.js';

const SMALL_GROUPS = 19;
const SMALL_GROUP_SIZE = 50;

export async function benchGroups(database: BenchDatabase, { quick = false }: { quick?: boolean } = {}) {
  const account = await seedLargeAccount(database.db, defaultLargeAccount);
  const app = await buildBenchApp(database);
  try {
    const authHeader = await signInTo(app, account.email, account.password);
    const send = signedInSender(app, authHeader);

    const seen: string[] = [];
    for (const page of [1, 2]) {
      const listed = (
        (await send('GET', `/api/devices/find/${account.userId}?type=all&page=${page}&perPage=999`)).json() as {
          data: { _id: string }[];
        }
      ).data;
      seen.push(...listed.map((device) => device._id));
    }
    const members = seen.slice(0, GROUP_DEVICES_MAX);
    const created = await send('POST', '/api/device/groups/create', { name: 'Everything', devicesId: members });
    const { groupId } = created.json() as { groupId: string };
    for (let i = 0; i < SMALL_GROUPS; i += 1) {
      const devicesId = seen.slice(i * SMALL_GROUP_SIZE, (i + 1) * SMALL_GROUP_SIZE);
      await send('POST', '/api/device/groups/create', { name: `Site ${i + 1}`, devicesId });
    }

    const runs = quick ? 10 : 50;
    const open = () => send('GET', `/api/device/groups/${groupId}`);
    const sample = await open();
    const group = (sample.json() as { group: { deviceCount: number } }).group;
    const list = () => send('GET', '/api/device/groups?page=1&perPage=20');
    const shifted = [seen.slice(1, GROUP_DEVICES_MAX + 1), members];
    let turn = 0;
    const replace = () =>
      send('PATCH', `/api/device/groups/update/${groupId}`, { devicesId: shifted[(turn += 1) % 2] });

    const figures = {
      openGroup: {
        ...(await time(runs, open, 3)),
        devices: group.deviceCount,
        responseBytes: sample.rawPayload.length,
      },
      listGroups: { ...(await time(runs * 4, list, 3)), groups: SMALL_GROUPS + 1 },
      replaceDevices: { ...(await time(runs, replace, 2)), note: 'one device out, one in, of 1,000' },
    };

    database.clearLog();
    await open();
    const devicesQuery = database.log.find((q) => /from "devices"/i.test(q.sql) && /order by/i.test(q.sql));
    database.clearLog();
    await list();
    const listQuery = database.log.find((q) => /from "device_groups"/i.test(q.sql) && /order by/i.test(q.sql));

    return {
      database: database.label,
      data: { ...account.rows, groupDevices: members.length },
      figures,
      explainAnalyze: {
        groupDevices: devicesQuery
          ? await explain(database, devicesQuery)
          : 'the devices query was not seen in the query log',
        groupList: listQuery ? await explain(database, listQuery) : 'the list query was not seen in the query log',
      },
    };
  } finally {
    await app.close();
  }
}
