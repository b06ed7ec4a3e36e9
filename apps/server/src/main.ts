import { buildApp, type App } from './app.js';
import { loggerOptions } from './http/logger.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { startPartitionMaintenance } from './db/partitions.js';
import { DEMO_ACCOUNT, seedDemo } from './demo/demo-account.js';
import { DEALER_ACCOUNT, DEALER_STOCK } from './demo/demo-dealer.js';
import { systemClock } from './adapters/clock.js';
import { dataDirFailure, errorText, unwritableDataDir } from './lib/data-dir.js';
import { simulateDemoDevices } from './cli/simulator/demo-simulation.js';
import type { Simulator } from './cli/simulator/simulator.js';
import { startTimedJobs } from './composition/timed-jobs.js';
import { startLocalPayments } from './composition/local-payments.js';
import { devRouteLinks } from './composition/dev-route-links.js';

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

/** What `npm start` ends with: where the portal runs, and in development the demo's sign-ins and the local tools. */
function bannerLines(config: Config, app: App, simulator: Simulator | undefined, where: string): string[] {
  const lines = [`${config.PRODUCT_NAME} is running at ${config.publicUrl}`, `Database: ${where}`];
  if (config.INGEST_PORT > 0) {
    lines.push(`OsmAnd device reports: http://${new URL(config.publicUrl).hostname}:${config.INGEST_PORT}/?id=OSMAND_ID&lat=..&lon=.. (the device's identifier: Security settings or device:create)`);
  }
  if (config.demo) {
    lines.push(`Demo sign-in: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
    lines.push(`Dealer sign-in: ${DEALER_ACCOUNT.email}, same password; serials in its stock for Add Devices: ${DEALER_STOCK.join(', ')}`);
  }
  if (simulator) lines.push(`Simulating ${simulator.stats().devices} demo devices`);
  lines.push(...devRouteLinks(app, config));
  lines.push(`API documentation: ${config.publicUrl}/api/docs`);
  return lines;
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
  // DATA_DIR's own problems (read-only, full) in words the operator can act on; PGlite's own errors say little.
  const dataDirProblem = (error: unknown) => (config.DATABASE_URL ? undefined : dataDirFailure(config.DATA_DIR, error));
  const unwritable = config.DATABASE_URL ? undefined : unwritableDataDir(config.DATA_DIR);
  if (unwritable) fail(unwritable);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch((error: unknown) =>
    fail(dataDirProblem(error) ?? `Could not open ${where}: ${errorText(error)}\nCheck that the directory is writable and the disk has space.`),
  );
  await database
    .migrate()
    .catch((error: unknown) => fail(dataDirProblem(error) ?? `Could not apply the database migrations to ${where}: ${errorText(error)}`));

  if (config.demo) await seedDemo(database.db, systemClock);

  // Production keeps JSON lines for log collectors; anywhere else a person reads them, on a terminal or in a file.
  const logger = loggerOptions(config, { human: !config.production });
  const app = await buildApp({ config, database, logger });
  const stopPartitionMaintenance = await startPartitionMaintenance(database.db, systemClock, (error) =>
    app.log.error({ err: error }, 'could not create the monthly partitions of positions'),
  );

  let simulator: Simulator | undefined;
  let stopLocalPayments = () => undefined as void;
  let stopTimedJobs = () => undefined as void;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await simulator?.stop();
    stopLocalPayments();
    stopTimedJobs();
    stopPartitionMaintenance();
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

  if (config.INGEST_PORT > 0) {
    try {
      await app.osmand.listen({ port: config.INGEST_PORT, host: config.HOST });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      fail(code === 'EADDRINUSE' ? `Port ${config.INGEST_PORT} is already in use. Set INGEST_PORT to another port, or 0 to turn the OsmAnd listener off.` : String(error));
    }
  }

  stopLocalPayments = await startLocalPayments(app, config, database.db);
  stopTimedJobs = startTimedJobs(app);
  if (config.demo) simulator = await simulateDemoDevices(database.db, config, app.log.child({ module: 'simulator' }));

  process.stdout.write(`\n  ${bannerLines(config, app, simulator, where).join('\n  ')}\n\n`);
}

await start();
