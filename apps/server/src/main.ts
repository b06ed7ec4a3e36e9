import { buildApp } from './app.js';
import { loggerOptions } from './http/logger.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DEMO_ACCOUNT, seedDemo } from './demo/demo-account.js';
import { systemClock } from './adapters/clock.js';
import { startHousekeeping } from './modules/system/housekeeping.js';

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

  if (config.demo) await seedDemo(database.db, systemClock);

  const logger = loggerOptions(config, { human: process.stdout.isTTY && !config.production });
  const app = await buildApp({ config, database, logger });
  const stopHousekeeping = startHousekeeping(database.db, systemClock);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopHousekeeping();
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
