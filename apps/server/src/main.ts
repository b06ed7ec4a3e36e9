import { buildApp, LOG_REDACTIONS, logSerializers } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DEMO_ACCOUNT, seedDemo } from './demo/demo-account.js';
import { systemClock } from './adapters/clock.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { createSessionsRepository } from './modules/auth/sessions.repository.js';

const HOUR_MS = 3600_000;

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

async function start() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const where = config.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `the embedded database in ${config.DATA_DIR}`;
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch((error: Error) =>
    fail(`Could not open ${where}: ${error.message}\nCheck that the directory is writable and the disk has space.`),
  );
  await database.migrate().catch((error: Error) => fail(`Could not apply the database migrations to ${where}: ${error.message}`));

  const users = createUsersRepository(database.db);
  if (config.demo) await seedDemo(users, systemClock);

  const humanLogs = process.stdout.isTTY && !config.production;
  const logger = {
    level: config.LOG_LEVEL,
    redact: LOG_REDACTIONS,
    serializers: logSerializers,
    ...(humanLogs ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
  const app = await buildApp({ config, database, logger });
  const sessions = createSessionsRepository(database.db);
  const sweeper = setInterval(() => void sessions.deleteExpired(systemClock.now()).catch(() => undefined), HOUR_MS);
  sweeper.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweeper);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    fail(code === 'EADDRINUSE' ? `Port ${config.PORT} is already in use. Set PORT to another port.` : String(error));
  }

  const lines = [`${config.PRODUCT_NAME} is running at ${config.publicUrl}`, `Database: ${where}`];
  if (config.demo) lines.push(`Demo sign-in: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
  if (!config.SMTP_URL && !config.production) lines.push(`Mail is kept locally: ${config.publicUrl}/dev/mailbox`);
  lines.push(`API documentation: ${config.publicUrl}/api/docs`);
  process.stdout.write(`\n  ${lines.join('\n  ')}\n\n`);
}

await start();
