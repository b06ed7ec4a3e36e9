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

describe('silent-device check', () => {
  it('tells every device it claimed when telling one of them fails, and logs that one', async () => {
    const claimed = [silentDevice('a'), silentDevice('b'), silentDevice('c')];
    const claimSilent = vi.fn().mockResolvedValueOnce(claimed).mockResolvedValue([]);
    const failure = new Error('mail server down');
    const tell = vi.fn(async (deviceId: string) => {
      if (deviceId === 'b') throw failure;
    });
    const log = { error: vi.fn() };
    const check = createSilentDeviceCheck({
      repository: { claimSilent },
      notifier: { tell },
      clock: { now: () => new Date('2026-11-28T12:00:00Z') },
      log,
    });

    expect(await check()).toBe(3);
    expect(tell.mock.calls.map(([deviceId]) => deviceId)).toEqual(['a', 'b', 'c']);
    expect(tell).toHaveBeenCalledWith('a', [
      expect.objectContaining({ alert: 'silent', latitude: -33.86, timeCreated: '2026-11-28T08:00:00.000Z' }),
    ]);
    expect(log.error).toHaveBeenCalledWith({ err: failure, deviceId: 'b' }, expect.any(String));
    expect(claimSilent).toHaveBeenCalledTimes(1);
    expect(claimSilent).toHaveBeenCalledWith(expect.any(Date), SILENT_CHECK_BATCH);
  });
});
