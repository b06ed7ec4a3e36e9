import type { Clock } from '../adapters/clock.js';
import type { UsersRepository } from '../modules/users/users.repository.js';
import { provisionUser } from '../modules/users/provision-user.js';

/** The account a newcomer signs in with after `npm start`; later issues add its devices and history. */
export const DEMO_ACCOUNT = {
  email: 'demo@lodestar.local',
  password: 'Lodestar#2026',
  name: 'Demo Owner',
  country: 'AU',
  roles: ['user', 'enterprise'],
} as const;

/** Seeds the demo data once; answers whether it created anything. */
export async function seedDemo(users: UsersRepository, clock: Clock): Promise<{ created: boolean; email: string }> {
  if (await users.findByEmail(DEMO_ACCOUNT.email)) return { created: false, email: DEMO_ACCOUNT.email };
  await provisionUser(users, clock, { ...DEMO_ACCOUNT, roles: [...DEMO_ACCOUNT.roles] });
  return { created: true, email: DEMO_ACCOUNT.email };
}
