// Which PostgreSQL server the integration tests use, if any. Plain Node ESM.
import pg from 'pg';

/** The machine's own PostgreSQL as Debian installs it, trusted for `postgres` on the loopback address. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * TEST_DATABASE_URL when set (`off`: none, the embedded database only); otherwise the local server when it answers.
 * The tests only create and drop databases of their own there (lodestar_tpl_…, lodestar_t_…).
 */
export async function findTestPostgres(env = process.env) {
  const configured = env.TEST_DATABASE_URL;
  if (configured === 'off') return { reason: 'TEST_DATABASE_URL=off: the embedded database (PGlite) only' };
  if (configured) return { url: configured, reason: 'TEST_DATABASE_URL' };
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const { rows } = await client.query("select current_setting('server_version') as version");
    return { url: LOCAL_POSTGRES, reason: `PostgreSQL ${rows[0].version.split(' ')[0]} answering at 127.0.0.1:5432` };
  } catch {
    return { reason: 'no PostgreSQL answering at 127.0.0.1:5432 (set TEST_DATABASE_URL to use one): PGlite only' };
  } finally {
    await client.end().catch(() => undefined);
  }
}
