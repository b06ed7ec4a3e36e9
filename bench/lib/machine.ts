import { cpus, loadavg, totalmem } from 'node:os';
import pg from 'pg';

/** The PostgreSQL server a run uses unless BENCH_DATABASE_URL says otherwise: the local one on the default port. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Where the PostgreSQL figures are measured: BENCH_DATABASE_URL (`off` for none), else the local server when it
 * answers within two seconds. The bench only creates and drops its own databases on it.
 */
export async function findPostgres(): Promise<{ url?: string; version?: string; reason: string }> {
  const configured = process.env.BENCH_DATABASE_URL;
  if (configured === 'off') return { reason: 'BENCH_DATABASE_URL=off' };
  const url = configured || LOCAL_POSTGRES;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version') as v");
    return { url, version: rows[0]?.v.split(' ')[0], reason: configured ? 'BENCH_DATABASE_URL' : `answering at ${new URL(url).host}` };
  } catch (error) {
    if (configured) throw new Error(`BENCH_DATABASE_URL does not answer: ${(error as Error).message}`, { cause: error });
    return { reason: `no PostgreSQL answering at ${new URL(url).host}, so PGlite only` };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The machine the figures were measured on, and how busy it was when the run started. */
export function describeMachine(databases: { primary: string; others: string[] }) {
  const [oneMinute] = loadavg();
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model.trim(),
    memory: `${(totalmem() / 2 ** 30).toFixed(1)} GB`,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverageAtStart: +(oneMinute ?? 0).toFixed(2),
    database: databases.primary,
    otherDatabases: databases.others,
  };
}
