import { uploadMessages } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { insertDevice } from '../helpers/devices.js';
import { userWithRoles } from '../helpers/groups.js';
import { errorBody } from '../helpers/sharing.js';
import {
  cellsBomb,
  handWrittenSheet,
  INLINE_HEADER,
  sharedStringsBomb,
  sheetFile,
  uploadSheet,
} from '../helpers/spreadsheets.js';
import { useTestApp } from '../helpers/test-app.js';
import { DEALER } from '../helpers/transfers.js';

const t = useTestApp();

const MB = 1024 * 1024;
/**
 * What the process may grow by while it reads the hostile uploads below together. Before decision 0040 its heap grew
 * by about 2.4 GB (resident memory by 2.9 GB) over the same uploads, for minutes; read within the caps it stays
 * under ten megabytes.
 */
const MAX_GROWTH = 64 * MB;

/** The process's highest heap and resident memory, sampled every few milliseconds while `work` runs. */
async function peakMemoryDuring<T>(work: () => Promise<T>) {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  const peak = { heapUsed: before.heapUsed, rss: before.rss };
  const sample = () => {
    const now = process.memoryUsage();
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.rss = Math.max(peak.rss, now.rss);
  };
  const sampler = setInterval(sample, 2);
  try {
    const result = await work();
    sample();
    return { result, heapGrowth: peak.heapUsed - before.heapUsed, rssGrowth: peak.rss - before.rss };
  } finally {
    clearInterval(sampler);
  }
}

describe('hostile spreadsheet uploads', () => {
  it('several at once, each expanding to millions of strings or cells (slow: builds bombs of ~100 KB that unpack to 50 MB), keep memory flat and another dealer served', async () => {
    const strings = sharedStringsBomb(2_900_000);
    const hostile = [
      ...Array.from({ length: 4 }, () => strings),
      cellsBomb(2000, 1000),
      handWrittenSheet({
        sheetData: `${INLINE_HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>${'x'.repeat(20_000_000)}</t></is></c></row>`,
      }),
    ];
    for (const file of hostile) expect(file.length).toBeLessThan(150_000);
    const attackers = await Promise.all(hostile.map(() => userWithRoles(t, DEALER)));
    const dealer = await userWithRoles(t, DEALER);
    const device = await insertDevice(t, null, { deviceUUID: 'CALM-0001', allocatedTo: dealer.user._id });
    const honest = await sheetFile([
      ['Device Name', 'Serial Number'],
      ['Van', device.deviceUUID],
    ]);

    const { result, heapGrowth, rssGrowth } = await peakMemoryDuring(() =>
      Promise.all([
        ...hostile.map((file, i) => uploadSheet(t, attackers[i]!.authHeader, file)),
        uploadSheet(t, dealer.authHeader, honest),
      ]),
    );
    const honestAnswer = result.pop()!;
    for (const answer of result)
      expect(answer).toMatchObject({ status: 413, body: errorBody(uploadMessages.tooMuchContent) });
    expect(honestAnswer).toMatchObject({ status: 200, body: { activated: 1 } });
    expect(heapGrowth).toBeLessThan(MAX_GROWTH);
    expect(rssGrowth).toBeLessThan(MAX_GROWTH);
  });
});
