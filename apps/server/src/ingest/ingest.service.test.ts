import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandQueueRepository } from '../modules/device-commands/index.js';
import { createIngestService } from './ingest.service.js';
import type { PositionPipeline } from './pipeline/position-pipeline.js';
import type { IngestDevice, TelemetryRepository } from './pipeline/telemetry.repository.js';
import type { DecodedReport } from './report.js';

const COMMIT_MS = 40;
const device: IngestDevice = { id: 'd1', deviceUUID: 'SN1', imei: null, name: 'Van', userId: 'u1' };
const report: DecodedReport = { deviceKey: 'k', position: null };

describe('the time an OsmAnd answer takes', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('answers an unknown identifier only once as long as a known report took has passed', async () => {
    // A known report is answered once the pipeline has committed it, here after COMMIT_MS.
    const submit = async () => {
      await sleep(COMMIT_MS);
      return { stored: 1, commands: [] };
    };
    const pipeline = { submit } as unknown as PositionPipeline;
    const ingest = createIngestService({
      telemetry: {} as TelemetryRepository,
      pipeline,
      commands: {} as CommandQueueRepository,
      clock: { now: () => new Date() },
    });
    const known = ingest.osmand(report, device);
    await vi.advanceTimersByTimeAsync(COMMIT_MS);
    await known;

    let answered = false;
    const unknown = ingest.osmand(report, undefined).then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(COMMIT_MS - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await unknown;
    expect(answered).toBe(true);
  });
});
