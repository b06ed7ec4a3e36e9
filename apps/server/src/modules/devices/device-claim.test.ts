import { Privilege, serverMessages } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../test/helpers/fake-clock.js';
import { rowOf } from '../../../test/helpers/row-of.js';
import { devices, type DeviceRow } from '../../db/schema/index.js';
import type { Caller } from '../../http/authenticate.js';
import type { DevicesRepository } from './devices.repository.js';
import { createDevicesService } from './devices.service.js';

const HOUR = 3_600_000;
const caller = (id: string) => ({ id, roles: ['user'] }) as Caller;

/** Provisioned devices in memory, as the claim reads and writes them. */
function setUp() {
  const clock = new FakeClock();
  const rows = new Map<string, DeviceRow>();
  const failures: { limit: number; lockUntil: Date }[] = [];
  const provision = (deviceUUID: string, values: Partial<DeviceRow> = {}) => {
    const row = rowOf(devices, { id: `id-${deviceUUID}`, deviceUUID, name: '', passcode: '123456', deviceType: 'shield_gps', ...values }, clock.now());
    rows.set(deviceUUID, row);
    return row;
  };
  const repository = {
    async findByUUID(uuid: string) {
      return rows.get(uuid);
    },
    async recordClaimFailure(id: string, limit: number, lockUntil: Date) {
      failures.push({ limit, lockUntil });
      const row = [...rows.values()].find((candidate) => candidate.id === id)!;
      row.claimFailures += 1;
      if (row.claimFailures >= limit) row.claimLockedUntil = lockUntil;
    },
    async claim(id: string, userId: string, name: string) {
      const row = [...rows.values()].find((candidate) => candidate.id === id && candidate.userId === null);
      if (!row) return undefined;
      Object.assign(row, { userId, name });
      return row;
    },
  } as unknown as DevicesRepository;
  const service = createDevicesService({
    repository,
    shares: { listForDevice: async () => [], setAlerts: async () => {} },
    deviceFor: async () => {
      throw new Error('claiming never passes the device gate');
    },
    clock,
    updateCalls: {
      fence: { check: () => {}, change: async () => Promise.reject(new Error('claiming never changes a fence')) },
      setNotificationEmails: async () => Promise.reject(new Error('claiming never changes alert addresses')),
    },
  });
  const claim = (who: Caller, deviceUUID: string, passcode: string) => service.claim(who, { deviceUUID, passcode, name: 'Van' });
  const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: Error) => error.message);
  return { clock, rows, failures, provision, claim, refusal };
}

describe('claiming a provisioned device', () => {
  it('makes the caller its SuperOwner under the chosen name', async () => {
    const { provision, claim, rows } = setUp();
    provision('GPS-1');
    const device = await claim(caller('ada'), 'GPS-1', '123456');
    expect(device).toMatchObject({ deviceUUID: 'GPS-1', name: 'Van', privilege: Privilege.SuperOwner });
    expect(rows.get('GPS-1')?.userId).toBe('ada');
  });

  it('answers an unknown serial, a wrong passcode and an owned device alike', async () => {
    const { provision, claim, refusal, failures } = setUp();
    provision('GPS-1');
    provision('GPS-2', { userId: 'someone' });
    const answers = [
      await refusal(claim(caller('ada'), 'GPS-9', '123456')),
      await refusal(claim(caller('ada'), 'GPS-1', '654321')),
      await refusal(claim(caller('ada'), 'GPS-2', '123456')),
    ];
    expect(answers).toEqual([serverMessages.claimRefused, serverMessages.claimRefused, serverMessages.claimRefused]);
    expect(failures).toHaveLength(1);
  });

  it('refuses everyone for an hour after five wrong passcodes, the right one too, then lets the owner claim it', async () => {
    const { provision, claim, refusal, failures, clock } = setUp();
    provision('GPS-1');
    for (let guess = 0; guess < 5; guess += 1) await refusal(claim(caller('mallory'), 'GPS-1', '000000'));
    expect(failures.at(-1)).toEqual({ limit: 5, lockUntil: new Date(clock.now().getTime() + HOUR) });
    expect(await refusal(claim(caller('ada'), 'GPS-1', '123456'))).toBe(serverMessages.claimRefused);

    clock.advance(HOUR + 1000);
    await expect(claim(caller('ada'), 'GPS-1', '123456')).resolves.toMatchObject({ privilege: Privilege.SuperOwner });
  });
});
