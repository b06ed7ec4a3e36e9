import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgliteDatabase, createPostgresDatabase, type SoakDatabase } from '../soak/database.js';
import { startServer, type SoakServer } from '../soak/server-process.js';
import { seedApiAccounts, type ApiSeedSize, type ApiUser } from './api-seed.js';

/** scripts/lib/build.mjs, which has no type declarations; only the server is needed here, not the web app. */
interface BuildScript {
  ensureBuilt(names: string[], options?: { log?: (line: string) => void }): Promise<void>;
}

/** Builds the contract and the server when missing or older than their sources, as `npm start` does. */
export async function ensureServerBuilt(progress: (line: string) => void) {
  const build = (await import(new URL('../../scripts/lib/build.mjs', import.meta.url).href)) as BuildScript;
  await build.ensureBuilt(['contract', 'server'], { log: progress });
}

/** The API benches' stage: a seeded throwaway database and the server processes started on it. */
export interface ApiStage {
  database: SoakDatabase;
  users: ApiUser[];
  servers: SoakServer[];
  /** Starts one more server process on the database (each on its own HTTP and OsmAnd ports). */
  startServer(env?: Record<string, string>): Promise<SoakServer>;
  /** Stops the servers, drops the database and removes the work folder. */
  close(): Promise<void>;
}

/**
 * Makes the throwaway database (on the PostgreSQL server of `postgresUrl`, else the embedded one in a temporary
 * folder), seeds it, and closes it again before any server opens it (the embedded database is one process's).
 */
export async function prepareApiStage({
  postgresUrl,
  size,
}: {
  postgresUrl?: string;
  size: ApiSeedSize;
}): Promise<ApiStage> {
  const workDir = await mkdtemp(join(tmpdir(), 'lodestar-api-bench-'));
  const database = postgresUrl
    ? await createPostgresDatabase(postgresUrl, workDir)
    : createPgliteDatabase(join(workDir, 'data'));
  const servers: SoakServer[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop().catch(() => undefined);
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    const handle = await database.open();
    const users = await seedApiAccounts(handle.db, size).finally(() => handle.close());
    return {
      database,
      users,
      servers,
      async startServer(env = {}) {
        const server = await startServer(database, join(workDir, `server-${servers.length + 1}.log`), env);
        servers.push(server);
        return server;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
