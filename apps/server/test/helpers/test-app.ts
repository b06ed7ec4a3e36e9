import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { asc, desc, eq } from 'drizzle-orm';
import { buildApp, type App, type AppDeps } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { mailOutbox } from '../../src/db/schema/index.js';
import { openLogCapture } from '../security/log-capture.js';
import { watchSecrets } from '../security/secret-watch.js';
import { FakeClock } from './fake-clock.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  clock: FakeClock;
  config: Config;
  /** The newest mail the outbox holds for this address, once the mails under way (of any app on the database) are sent. */
  lastMailTo(email: string): Promise<{ subject: string; text: string } | undefined>;
  /** Every mail the outbox holds for this address, oldest first, once the mails under way are sent. */
  mailsTo(email: string): Promise<(typeof mailOutbox.$inferSelect)[]>;
  close(): Promise<void>;
}

/** The live apps of each database: a mail one of them sends after answering is read once all of them are done. */
const appsOn = new Map<DatabaseHandle, Set<App>>();
async function mailsSent(database: DatabaseHandle): Promise<void> {
  await Promise.all([...(appsOn.get(database) ?? [])].map((app) => app.backgroundWork.idle()));
}

/** Rate-limit keys of this test file's apps in Redis (REDIS_URL), apart from every other file's and run's. */
const redisKeyPrefix = `lodestar-test:${randomUUID()}:`;

/**
 * The real app on a fresh database of this file's kind; captcha off and generous limits unless a test says otherwise.
 * With `shared`, a second app on another app's database and clock (a second server process, as far as the app can
 * tell); closing it leaves the database open for its owner.
 *
 * Unless a test passes a logger of its own, the app logs at debug level to the run's capture directory, which is
 * searched for every secret of the run when it ends (global-setup.ts). Every answer is checked for secrets and hashes
 * as it goes (security/secret-watch.ts); close() fails when one showed any.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  logger?: AppDeps['logger'],
  shared?: { database: DatabaseHandle; clock: FakeClock },
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    CAPTCHA_PROVIDER: 'none',
    PUBLIC_URL: 'http://portal.test',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    RATE_LIMIT_PER_MINUTE: '10000',
    WEB_RATE_LIMIT_PER_MINUTE: '10000',
    OSMAND_REPORTS_PER_MINUTE: '10000',
    OSMAND_REPORTS_PER_MINUTE_PER_ADDRESS: '100000',
    SIGN_IN_FAILURES_PER_ADDRESS: '1000',
    LINK_MAILS_PER_HOUR: '1000',
    NOTIFICATION_CONFIRMATIONS_PER_HOUR: '1000',
    RATE_LIMIT_KEY_PREFIX: redisKeyPrefix,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...env,
  });
  const database = shared?.database ?? (await openTestDatabase());
  const clock = shared?.clock ?? new FakeClock();
  const capture = openLogCapture(!logger);
  const app = await buildApp({ config, database, clock, logger: logger || capture.logger });
  watchSecrets(app, capture.ledger);
  await app.ready();
  const siblings = appsOn.get(database) ?? new Set<App>();
  appsOn.set(database, siblings.add(app));
  return {
    app,
    database,
    clock,
    config,
    async lastMailTo(email) {
      await mailsSent(database);
      const [mail] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, email))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      return mail && { subject: mail.subject, text: mail.textBody };
    },
    async mailsTo(email) {
      await mailsSent(database);
      return database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, email))
        .orderBy(asc(mailOutbox.createdAt));
    },
    async close() {
      await mailsSent(database);
      if (!shared) capture.ledger.recordMailLinks(await mailTexts(database));
      await app.close();
      siblings.delete(app);
      if (siblings.size === 0) appsOn.delete(database);
      capture.close();
      if (!shared) await database.close();
      const { violations } = capture.ledger;
      if (violations.length > 0) throw new Error(`Answers showed secrets or hashes:\n  ${violations.join('\n  ')}`);
    },
  };
}

/** Every mail the outbox holds; none when the database is gone (a test that stopped it). */
async function mailTexts(database: DatabaseHandle): Promise<string[]> {
  const rows = await database.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .catch(() => []);
  return rows.map(({ text }) => text);
}

/** The token of the first link in a mail that points at `path` with `param`. */
export function tokenFromMail(text: string, param: 'verify' | 'token' | 'unlock'): string {
  const match = text.match(new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${param} link in mail:\n${text}`);
  return match[1];
}

/**
 * The preamble of an integration test file: one app on a fresh database for the file's tests, made before them
 * and closed after them. The object is filled in by `beforeAll`, so read it inside tests and hooks only.
 */
export function useTestApp(...options: Parameters<typeof createTestApp>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(...options));
  });
  // When the set-up failed there is nothing to close, and its own error is the one to see.
  afterAll(async () => {
    if ('close' in t) await t.close();
  });
  return t;
}
