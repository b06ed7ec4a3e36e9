import { describe, expect, it, vi } from 'vitest';
import { createSilentDeviceCheck, SILENT_CHECK_BATCH } from './silent-devices.js';
import type { SilentDevice } from './silent-devices.repository.js';

const silentDevice = (id: string): SilentDevice => ({
  id,
  deviceUUID: `SN-${id}`,
  lastFixAt: new Date('2026-11-28T08:00:00Z'),
  lastLatitude: -33.86,
  lastLongitude: 151.2,
});

function checkOf(batches: SilentDevice[][], tellEach: (batch: { deviceId: string }[]) => Promise<void>) {
  const claimSilent = vi.fn();
  for (const batch of batches) claimSilent.mockResolvedValueOnce(batch);
  claimSilent.mockResolvedValue([]);
  const log = { error: vi.fn() };
  const notifier = { tellEach: vi.fn(tellEach) };
  const check = createSilentDeviceCheck({
    repository: { claimSilent },
    notifier,
    clock: { now: () => new Date('2026-11-28T12:00:00Z') },
    log,
  });
  return { check, claimSilent, notifier, log };
}

describe('silent-device check', () => {
  it('tells the devices it claimed together, each once, as silent alerts at their newest position', async () => {
    const { check, claimSilent, notifier } = checkOf([['a', 'b', 'c'].map(silentDevice)], async () => undefined);
    expect(await check()).toBe(3);
    expect(notifier.tellEach).toHaveBeenCalledTimes(1);
    expect(notifier.tellEach).toHaveBeenCalledWith(
      ['a', 'b', 'c'].map((deviceId) => ({
        deviceId,
        alerts: [
          expect.objectContaining({ alert: 'silent', latitude: -33.86, timeCreated: '2026-11-28T08:00:00.000Z' }),
        ],
      })),
    );
    expect(claimSilent).toHaveBeenCalledTimes(1);
    expect(claimSilent).toHaveBeenCalledWith(expect.any(Date), SILENT_CHECK_BATCH);
  });

  it('goes on to the next batch when telling one fails, and logs the devices of that one', async () => {
    const full = Array.from({ length: SILENT_CHECK_BATCH }, (_, index) => silentDevice(`a${index}`));
    const failure = new Error('database gone');
    const { check, notifier, log } = checkOf([full, [silentDevice('b')]], async (batch) => {
      if (batch.length > 1) throw failure;
    });
    expect(await check()).toBe(SILENT_CHECK_BATCH + 1);
    expect(notifier.tellEach).toHaveBeenCalledTimes(2);
    expect(notifier.tellEach).toHaveBeenLastCalledWith([expect.objectContaining({ deviceId: 'b' })]);
    expect(log.error).toHaveBeenCalledWith(
      { err: failure, deviceIds: full.map((device) => device.id) },
      expect.any(String),
    );
  });
});
