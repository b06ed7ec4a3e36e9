import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const benchFolder = fileURLToPath(new URL('.', import.meta.url));

/** `npm run bench -- --check` as CI runs it: its exit code, its JSON and what it told on stderr. */
async function checkRun() {
  const out = join(mkdtempSync(join(tmpdir(), 'bench-check-')), 'figures.json');
  const child = spawn('npx', ['tsx', 'run.ts', '--check', `--out=${out}`], {
    cwd: benchFolder,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stderr, figures: JSON.parse(readFileSync(out, 'utf8')) as Record<string, Record<string, unknown>> };
}

type Counted = Record<string, unknown> & { details: Record<string, unknown> };

describe('the bench in its counting run', () => {
  it('stores every report it sends, receives every event it expects and exports every row it asks for', async () => {
    const { code, stderr, figures } = await checkRun();
    expect(stderr).not.toMatch(/failed/);
    expect(code).toBe(0);
    for (const name of [
      'ingest',
      'osmand-keys',
      'live',
      'history',
      'silent-devices',
      'notifications',
      'history-retention',
      'trips',
    ])
      expect(figures[name], name).not.toHaveProperty('error');

    const live = figures.live as Counted;
    expect(live.eventsReceived).toBeGreaterThan(0);
    expect(live.eventsReceived).toBe(live.details.eventsExpected);
    expect(live.reportsSent).toBeGreaterThan(0);

    const history = figures.history as Counted;
    const primary = (history.details.postgres ?? history.details.pglite) as {
      csvExport: { rows: number };
      measuredDevicePositions: number;
    };
    expect(primary.csvExport.rows).toBeGreaterThan(0);
    expect(primary.csvExport.rows).toBe(primary.measuredDevicePositions);
    const trips = figures.trips as { data: { rows: number; positionsRead: number; trips: number } };
    expect(trips.data.positionsRead).toBe(trips.data.rows);
    expect(trips.data.trips).toBeGreaterThan(0);
    expect(figures.ingest?.osmandPerSec).toBeGreaterThan(0);
    expect(figures.ingest?.batchPerSec).toBeGreaterThan(0);
  });
});
