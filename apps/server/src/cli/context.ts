import { systemClock } from '../adapters/clock.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { ValidationError } from '../errors.js';
import { unwritableDataDir } from '../lib/data-dir.js';
import { createDevicesRepository } from '../modules/devices/index.js';
import { createUsersRepository } from '../modules/users/index.js';

export interface CliContext {
  config: Config;
  database: DatabaseHandle;
  users: ReturnType<typeof createUsersRepository>;
  devices: ReturnType<typeof createDevicesRepository>;
  clock: typeof systemClock;
}

/** The same configuration as the server; migrations are applied first so every command sees the current schema. */
export async function withCliContext<T>(run: (context: CliContext) => Promise<T>): Promise<T> {
  const config = loadConfig();
  // The server's start-up check, so that a read-only or full DATA_DIR gets the same clear words here.
  const unwritable = config.DATABASE_URL ? undefined : unwritableDataDir(config.DATA_DIR);
  if (unwritable) throw new ValidationError(unwritable);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    return await run({
      config,
      database,
      users: createUsersRepository(database.db),
      devices: createDevicesRepository(database.db),
      clock: systemClock,
    });
  } finally {
    await database.close();
  }
}
