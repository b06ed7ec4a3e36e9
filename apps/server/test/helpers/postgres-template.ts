import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../../src/db/client.js';

/** The PostgreSQL server the integration-postgres project uses, as its maintenance connection. */
export function requiredAdminUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return adminUrl;
}

/** Runs `work` with a connection to the server of `adminUrl`, closed afterwards. */
export async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  client.on('error', () => undefined);
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database migrated once on the server of `adminUrl`, which each test file's database copies (CREATE DATABASE …
 * TEMPLATE): a copy takes a fraction of a second, thirty migrations several. No one stays connected to it, as a
 * template must not be in use while it is copied.
 */
export async function createPostgresTemplate(adminUrl: string) {
  const name = `lodestar_tpl_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const handle = openPostgres(databaseUrl(adminUrl, name), 1);
  await handle.migrate();
  await handle.close();
  return {
    name,
    drop: () => withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
