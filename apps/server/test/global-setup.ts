import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/client.js';
import { createPostgresTemplate, requiredAdminUrl } from './helpers/postgres-template.js';
import { describeFindings, scanCapturedLogs } from './security/log-scan.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The migrated PostgreSQL database each test file's database is created from (integration-postgres only). */
    postgresTemplate: string;
  }
}

/**
 * Migrates one PGlite database and saves its data directory as a tarball; every test file starts from a copy of
 * it, which is much faster than migrating a fresh instance per file. On PostgreSQL (TEST_DATABASE_URL), likewise
 * one migrated database is the template each file's database is created from.
 *
 * Also makes the directory the test apps log to (security/log-capture.ts). When the run ends, every line of every log
 * is searched for every secret the apps handed out or were given, their SHA-256 and any argon2 hash, and the run
 * fails with the lines found, secrets masked (the logs are then kept to look at).
 */
export default async function setup(project: TestProject) {
  const onPostgres = project.config.env.TEST_DB_KIND === 'postgres';
  const pglite = onPostgres ? undefined : await createPgliteTemplate();
  if (pglite) project.provide('pgliteTemplate', pglite.file);
  const postgres = onPostgres ? await createPostgresTemplate(requiredAdminUrl()) : undefined;
  if (postgres) project.provide('postgresTemplate', postgres.name);
  const logCaptureDir = mkdtempSync(join(tmpdir(), 'lodestar-logs-'));
  project.provide('logCaptureDir', logCaptureDir);
  return async () => {
    pglite?.remove();
    await postgres?.drop();
    // Vitest only logs an error thrown here, so the run fails through the exit code; set first, a scan cut short by
    // the teardown timeout fails the run too.
    const exitCode = process.exitCode;
    process.exitCode = 1;
    const scan = await scanCapturedLogs(logCaptureDir);
    if (scan.findings.length > 0) throw new Error(describeFindings(scan, logCaptureDir));
    process.exitCode = exitCode;
    rmSync(logCaptureDir, { recursive: true, force: true });
    console.log(`${project.name}: no secret or hash in ${scan.lines} log lines of ${scan.logFiles} test apps (${scan.secrets} secrets known).`);
  };
}

/** A migrated PGlite data directory, as a tarball in a directory of its own. */
async function createPgliteTemplate() {
  const dir = mkdtempSync(join(tmpdir(), 'lodestar-template-'));
  const template = await PGlite.create();
  const handle = await openPglite(undefined, template);
  await handle.migrate();
  const dump = await template.dumpDataDir('gzip');
  const file = join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
