/**
 * The session paths every user hits: sign-in (argon2id) and an authenticated call (GET /api/users/me), through the
 * real app in process on PGlite.
 */
import { openPglite } from '../apps/server/src/db/client.js';
import { systemClock } from '../apps/server/src/adapters/clock.js';
import { provisionUser } from '../apps/server/src/provisioning/index.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import { buildBenchApp, signInTo } from './lib/app.js';
import { time } from './lib/stats.js';

export async function benchAuth({ quick }: { quick: boolean }) {
  const rounds = { login: quick ? 10 : 50, me: quick ? 200 : 2000 };
  const database = await openPglite();
  await database.migrate();
  const app = await buildBenchApp(database);
  try {
    await provisionUser(createUsersRepository(database.db), systemClock, { email: 'bench@example.com', password: 'Bench-Pass-1' });
    const credentials = { username: 'bench@example.com', password: 'Bench-Pass-1' };
    const login = await time(rounds.login, () => app.inject({ method: 'POST', url: '/api/login', payload: credentials }));
    const authHeader = await signInTo(app, credentials.username, credentials.password);
    const me = await time(rounds.me, () => app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: authHeader } }));
    return { database: 'PGlite (in memory)', login, usersMe: me };
  } finally {
    await app.close();
    await database.close();
  }
}
