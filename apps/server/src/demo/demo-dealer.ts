import type { Clock } from '../adapters/clock.js';
import type { DevicesRepository } from '../modules/devices/index.js';
import type { UsersRepository } from '../modules/users/index.js';
import { provisionDevice, provisionUser } from '../provisioning/index.js';

/** A dealer (k9, dealership and enterprise) to try the transfer pages and Add Devices with. */
export const DEALER_ACCOUNT = {
  email: 'dealer@lodestar.local',
  name: 'Demo Dealer',
  country: 'AU',
  roles: ['k9', 'dealership', 'enterprise'],
  oneTimeDeviceFee: 25,
} as const;

/** Trackers allocated to the dealership, for its spreadsheet to add, and one already in its account to transfer. */
export const DEALER_STOCK = ['DEMO-STOCK-0001', 'DEMO-STOCK-0002', 'DEMO-STOCK-0003'] as const;
const SHOWROOM_TRACKER = { uuid: 'DEMO-DEALER-0001', name: 'Showroom tracker' } as const;

/**
 * The dealer and its trackers, each made only when missing (as the rest of the demo): answers how many accounts and
 * devices it made.
 */
export async function seedDealer(
  repositories: { users: UsersRepository; devices: DevicesRepository },
  clock: Clock,
  password: string,
): Promise<{ accounts: number; devices: number }> {
  const made = { accounts: 0, devices: 0 };
  if (!(await repositories.users.findByEmail(DEALER_ACCOUNT.email))) {
    await provisionUser(repositories.users, clock, { ...DEALER_ACCOUNT, roles: [...DEALER_ACCOUNT.roles], password });
    made.accounts += 1;
  }
  const trackers = [
    ...DEALER_STOCK.map((uuid) => ({ uuid, dealer: DEALER_ACCOUNT.email })),
    { ...SHOWROOM_TRACKER, owner: DEALER_ACCOUNT.email },
  ];
  for (const tracker of trackers) {
    if (await repositories.devices.findByUUID(tracker.uuid)) continue;
    await provisionDevice(repositories, { type: 'shield_gps', ...tracker });
    made.devices += 1;
  }
  return made;
}
