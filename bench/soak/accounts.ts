import { systemClock } from '../../apps/server/src/adapters/clock.js';
import { prepareFleet, type FleetDevice } from '../../apps/server/src/cli/simulator/fleet.js';
import type { Database } from '../../apps/server/src/db/client.js';
import { provisionUser } from '../../apps/server/src/provisioning/index.js';
import { createUsersRepository } from '../../apps/server/src/modules/users/users.repository.js';

/** One virtual user's account and the simulated devices it owns. */
export interface SoakAccount {
  email: string;
  password: string;
  userId: string;
  fleet: FleetDevice[];
}

const PASSWORD = 'Soak-Pass-1';

/**
 * `users` verified accounts sharing `devices` simulated devices between them as evenly as they divide, made through
 * the server's own provisioning (as `npm run cli -- user:create` and `simulate --devices N` do). Every device
 * reports over OsmAnd, so the fleet loads the ingest port.
 */
export async function createAccounts(
  db: Database,
  { users, devices }: { users: number; devices: number },
  progress: (line: string) => void,
): Promise<SoakAccount[]> {
  const repository = createUsersRepository(db);
  const accounts: SoakAccount[] = [];
  for (let i = 0; i < users; i += 1) {
    const email = `soak-${String(i + 1).padStart(3, '0')}@soak.lodestar.test`;
    const user = await provisionUser(repository, systemClock, {
      email,
      password: PASSWORD,
      name: `Soak user ${i + 1}`,
      // Enterprise accounts, so that the groups pages are part of the mix.
      roles: ['user', 'enterprise'],
    });
    const count = Math.floor(devices / users) + (i < devices % users ? 1 : 0);
    const fleet = await prepareFleet(db, { ownerEmail: email, count, protocol: 'osmand' });
    accounts.push({ email, password: PASSWORD, userId: user.id, fleet });
    if ((i + 1) % 10 === 0 || i + 1 === users) progress(`accounts: ${i + 1} of ${users}`);
  }
  return accounts;
}
