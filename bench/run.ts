/**
 * Benchmarks print figures; nothing here is asserted by the test suite. Run with `npm run bench -w @lodestar/bench`.
 * Today: the cost of the session paths every user hits (sign-in with argon2id, and an authenticated call).
 */
import { performance } from 'node:perf_hooks';
import { cpus, totalmem } from 'node:os';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openPglite } from '../apps/server/src/db/client.js';
import { provisionUser } from '../apps/server/src/modules/users/provision-user.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import { systemClock } from '../apps/server/src/adapters/clock.js';

const quick = process.argv.includes('--quick');
const rounds = { login: quick ? 10 : 50, me: quick ? 200 : 2000 };

function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const total = samples.reduce((sum, s) => sum + s, 0);
  return { p50Ms: +at(0.5).toFixed(2), p99Ms: +at(0.99).toFixed(2), perSec: +(samples.length / (total / 1000)).toFixed(1) };
}

async function time(count: number, run: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return summarise(samples);
}

const database = await openPglite();
await database.migrate();
const config = loadConfig({ CAPTCHA_PROVIDER: 'none', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '1000000' });
const app = await buildApp({ config, database, logger: false });
await provisionUser(createUsersRepository(database.db), systemClock, { email: 'bench@example.com', password: 'Bench-Pass-1' });
const credentials = { username: 'bench@example.com', password: 'Bench-Pass-1' };

const login = await time(rounds.login, () => app.inject({ method: 'POST', url: '/api/login', payload: credentials }));
const { authHeader } = (await app.inject({ method: 'POST', url: '/api/login', payload: credentials })).json();
const me = await time(rounds.me, () => app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: authHeader } }));

const figures = {
  machine: { cores: cpus().length, memoryGB: +(totalmem() / 2 ** 30).toFixed(1), database: database.kind },
  auth: { login, usersMe: me },
};
await app.close();
await database.close();
console.log(JSON.stringify(figures, null, 2));
