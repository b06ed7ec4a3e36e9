import { describe, expect, it, vi } from 'vitest';
import { DatabaseCallError, isDatabaseUnavailable } from '../../db/availability.js';
import { createPositionPipeline } from './position-pipeline.js';
import type { TelemetryRepository } from './telemetry.repository.js';

type WriteBatch = TelemetryRepository['writeBatch'];

/** A repository whose transactions store nothing (the reports carry no positions) unless `fail` throws for the group. */
function fakeRepository(fail: (deviceIds: string[]) => void = () => undefined) {
  const writeBatch = vi.fn<WriteBatch>(async (deviceIds, _now, plan) => {
    fail(deviceIds);
    plan([]);
    return { positionIds: [], viewers: new Map(), liveLinks: new Map(), commands: [] };
  });
  return { writeBatch };
}

function pipelineWith(repository: ReturnType<typeof fakeRepository>, onCommitted: () => void = () => undefined) {
  const log = { error: vi.fn() };
  const pipeline = createPositionPipeline({
    repository,
    geocoder: { lookup: async () => null },
    clock: { now: () => new Date() },
    onCommitted,
    log,
  });
  const submit = (deviceId: string) =>
    pipeline.submit({ device: { id: deviceId, deviceUUID: deviceId, imei: null, name: deviceId, userId: null }, positions: [] });
  return { pipeline, submit, log };
}

describe('position pipeline', () => {
  it('goes on committing when telling about a commit throws, and logs what it threw', async () => {
    const announced = new Error('a live view broke');
    const onCommitted = vi.fn().mockImplementationOnce(() => {
      throw announced;
    });
    const { pipeline, submit, log } = pipelineWith(fakeRepository(), onCommitted);

    await expect(submit('a')).resolves.toEqual({ stored: 0, commands: [] });
    await expect(Promise.all([submit('b'), submit('c')])).resolves.toHaveLength(2);
    await expect(submit('d')).resolves.toEqual({ stored: 0, commands: [] });
    await pipeline.drain();
    expect(onCommitted).toHaveBeenCalledTimes(3);
    expect(log.error).toHaveBeenCalledExactlyOnceWith({ err: announced }, expect.any(String));
  });

  it('tries the reports of a failed group one by one, and refuses the rest at once when the database turns out to be away', async () => {
    const badRow = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const repository = fakeRepository((deviceIds) => {
      throw deviceIds.length > 1 ? badRow : refused;
    });
    const { submit } = pipelineWith(repository);

    const outcomes = await Promise.allSettled(['a', 'b', 'c', 'd'].map(submit));
    expect(repository.writeBatch).toHaveBeenCalledTimes(2);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const { reason } = outcome as PromiseRejectedResult;
      expect(reason).toBeInstanceOf(DatabaseCallError);
      expect(isDatabaseUnavailable(reason)).toBe(true);
    }
  });

  it('answers each report of a failed group on its own when the database is there', async () => {
    const badRow = Object.assign(new Error('value out of range'), { code: '22003' });
    const repository = fakeRepository((deviceIds) => {
      if (deviceIds.includes('bad')) throw badRow;
    });
    const { submit } = pipelineWith(repository);

    const outcomes = await Promise.allSettled(['a', 'bad', 'c'].map(submit));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(repository.writeBatch).toHaveBeenCalledTimes(4);
  });

  it('writes a group once more when it lost the race with the creation of its month\'s partition', async () => {
    const race = Object.assign(new Error('new row for relation "positions_default" violates partition constraint'), { code: '23514' });
    let raced = false;
    const repository = fakeRepository(() => {
      if (raced) return;
      raced = true;
      throw race;
    });
    const { submit } = pipelineWith(repository);

    await expect(Promise.all(['a', 'b'].map(submit))).resolves.toEqual([
      { stored: 0, commands: [] },
      { stored: 0, commands: [] },
    ]);
    expect(repository.writeBatch).toHaveBeenCalledTimes(2);
  });
});
