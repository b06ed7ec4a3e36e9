import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client.js';
import { databaseUrl, requiredAdminUrl, withAdmin } from './postgres-template.js';

/**
 * A fresh, migrated database for one test file: a PGlite copy of the migrated template, or, in the
 * integration-postgres project, a copy of the migrated template database on the server of TEST_DATABASE_URL, dropped
 * on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND === 'postgres') return openThrowawayPostgres();
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  return openPglite(undefined, await PGlite.create({ loadDataDir: template }));
}

async function openThrowawayPostgres(): Promise<DatabaseHandle> {
  const adminUrl = requiredAdminUrl();
  const name = `lodestar_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`));
  const handle = openPostgres(databaseUrl(adminUrl, name), 4);
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdmin(adminUrl, async (dropper) => {
        await waitUntilUnused(dropper, name);
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

/** The pool's connections end asynchronously on the server side; dropping before they have gone kills them. */
async function waitUntilUnused(client: pg.Client, name: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
