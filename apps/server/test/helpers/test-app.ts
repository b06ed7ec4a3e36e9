import { desc, eq } from 'drizzle-orm';
import { buildApp, type App, type AppDeps } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { mailOutbox } from '../../src/db/schema/index.js';
import { FakeClock } from './fake-clock.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  clock: FakeClock;
  config: Config;
  /** The newest mail the outbox holds for this address. */
  lastMailTo(email: string): Promise<{ subject: string; text: string } | undefined>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database of this file's kind; captcha off and generous limits unless a test says otherwise.
 * With `shared`, a second app on another app's database and clock (a second server process, as far as the app can
 * tell); closing it leaves the database open for its owner.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  logger: AppDeps['logger'] = false,
  shared?: { database: DatabaseHandle; clock: FakeClock },
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    CAPTCHA_PROVIDER: 'none',
    PUBLIC_URL: 'http://portal.test',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    RATE_LIMIT_PER_MINUTE: '10000',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...env,
  });
  const database = shared?.database ?? (await openTestDatabase());
  const clock = shared?.clock ?? new FakeClock();
  const app = await buildApp({ config, database, clock, logger });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    async lastMailTo(email) {
      const [mail] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, email))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      return mail && { subject: mail.subject, text: mail.textBody };
    },
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
}

/** The token of the first link in a mail that points at `path` with `param`. */
export function tokenFromMail(text: string, param: 'verify' | 'token'): string {
  const match = text.match(new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${param} link in mail:\n${text}`);
  return match[1];
}
