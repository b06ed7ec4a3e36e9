/**
 * Add Devices with a spreadsheet of 1,000 rows: a dealer's file of 1,000 trackers allocated to their dealership,
 * posted as the page posts it (multipart, an .xlsx written by ExcelJS as Excel would save it), timed from the upload
 * to the answer with every row's result, through the real app in process. Each round uploads fresh stock, so every
 * row is activated; the figure stands on that count.
 */
import ExcelJS from 'exceljs';
import { systemClock } from '../apps/server/src/adapters/clock.js';
import { provisionUser } from '../apps/server/src/provisioning/index.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import { buildBenchApp, signInTo } from './lib/app.js';
import type { BenchDatabase } from './lib/databases.js';
import { expectCount } from './lib/proof.js';
import { summarise } from './lib/stats.js';

const PASSWORD = 'Bench-Pass-1';

/** `rows` GPS trackers allocated to the dealer, unclaimed; answers their serial numbers. */
async function allocate(database: BenchDatabase, dealerId: string, round: number, rows: number): Promise<string[]> {
  const prefix = `ADD-${round}-`;
  await database.raw(
    `INSERT INTO devices (device_uuid, name, device_type, passcode, allocated_to)
     SELECT $1 || lpad(g::text, 5, '0'), 'Stock', 'shield_gps', '123456', $2::uuid FROM generate_series(1, $3) g`,
    [prefix, dealerId, rows],
  );
  return Array.from({ length: rows }, (_, i) => `${prefix}${String(i + 1).padStart(5, '0')}`);
}

async function sheetOf(serials: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Devices');
  sheet.addRow(['Device Name', 'Serial Number']);
  serials.forEach((serial, i) => sheet.addRow([`Van ${i + 1}`, serial]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function benchAddDevices(database: BenchDatabase, { check = false }: { check?: boolean } = {}) {
  const [rows, rounds] = check ? [20, 2] : [1000, 5];
  const dealer = await provisionUser(createUsersRepository(database.db), systemClock, {
    email: 'dealer@bench.lodestar.test',
    password: PASSWORD,
    roles: ['dealership', 'enterprise'],
  });
  const app = await buildBenchApp(database);
  try {
    const authorization = await signInTo(app, 'dealer@bench.lodestar.test', PASSWORD);
    const samples: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const file = await sheetOf(await allocate(database, dealer.id, round, rows));
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), 'devices.xlsx');
      form.append('deviceType', 'shield_gps');
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v2/upload-excel',
        headers: { authorization },
        payload: form,
      });
      samples.push(performance.now() - started);
      if (answer.statusCode !== 200)
        throw new Error(`the upload answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
      const { activated, results } = answer.json() as { activated: number; results: unknown[] };
      expectCount(`add-devices ${database.kind}: rows answered of rows uploaded`, results.length, rows);
      expectCount(`add-devices ${database.kind}: trackers activated of rows uploaded`, activated, rows);
    }
    return { database: database.label, rows, rounds, uploadToResults: summarise(samples) };
  } finally {
    await app.close();
  }
}
