/**
 * The bounded soak: the built server as a child process on a throwaway database, a fleet of
 * simulated devices reporting over OsmAnd and virtual users browsing through the API with a socket each, for a
 * fixed time; then the server's memory and event-loop delay (measured inside it by soak/monitor.mjs), the answers
 * by status and the failures, as a summary on stderr and one JSON object on stdout. A tool, not a test: nothing
 * runs it but a person, and it exits non-zero on any 5xx, network error or timeout, or memory that keeps growing.
 *
 *   npm run soak -w @lodestar/bench -- [--minutes 10] [--devices 500] [--interval 5] [--users 50] [--pglite]
 */
import { mkdtemp, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from './lib/served-app.js';
import { createAccounts } from './soak/accounts.js';
import { createPgliteDatabase, createPostgresDatabase, type SoakDatabase } from './soak/database.js';
import { runLoad } from './soak/load.js';
import { parseSoakOptions, type SoakOptions } from './soak/options.js';
import { readableSummary, soakResult } from './soak/report.js';
import { readServerLog, startServer, type SoakServer } from './soak/server-process.js';

const progress = (line: string) => process.stderr.write(`[soak] ${line}\n`);
let options: SoakOptions;
try {
  options = parseSoakOptions(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(2);
}
const workDir = await mkdtemp(join(tmpdir(), 'lodestar-soak-'));
const logFile = join(workDir, 'server.log');

let database: SoakDatabase | undefined;
let server: SoakServer | undefined;
let serverStop = 'never started';
let loadRunning = false;
let cleaning: Promise<void> | undefined;
const interrupted = new AbortController();

/** Stops the server and drops the database, once, whatever happened before. The server's log stays in workDir. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    if (server) {
      serverStop = await server.stop();
      progress(`server ${serverStop}`);
    }
    if (database) {
      await database.drop().then(
        () => progress('database dropped'),
        (error: Error) => progress(`could not drop the database: ${error.message}`),
      );
    }
    // Only when empty: no server ever wrote its log there.
    await rmdir(workDir).catch(() => undefined);
  })();
  return cleaning;
}

const onSignal = () => {
  interrupted.abort();
  // During the load the run ends by itself and reports what it saw; before it, nothing is worth waiting for.
  if (!loadRunning) void cleanUp().finally(() => process.exit(130));
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

try {
  progress('building what is missing, as npm start does');
  await ensureBuilt();
  database = options.pglite ? createPgliteDatabase(join(workDir, 'data')) : await createPostgresDatabase(options.postgresUrl, workDir);
  progress(`database: ${database.label}`);
  const handle = await database.open();
  const accounts = await createAccounts(handle.db, options, progress).finally(() => handle.close());
  progress(`starting the server (log: ${logFile})`);
  server = await startServer(database, logFile);

  loadRunning = true;
  const run = await runLoad(server, accounts, options, { interrupted: interrupted.signal, progress });
  loadRunning = false;
  await cleanUp();

  const serverLog = readServerLog(logFile);
  const { result, exitCode } = soakResult({ options, database: database.label, run, samples: server.samples, serverLog, serverStop });
  process.stderr.write(`\n${readableSummary(result, logFile)}\n\n`);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  process.exitCode = interrupted.signal.aborted ? 130 : exitCode;
} catch (error) {
  // Dropping the database under the setup makes its queries fail: that is the interruption, not a failure.
  progress(interrupted.signal.aborted ? 'interrupted' : `failed: ${(error as Error).stack ?? error}`);
  await cleanUp();
  process.exitCode = 1;
}
