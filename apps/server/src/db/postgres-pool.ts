import pg from 'pg';
import { DatabaseCallError } from './availability.js';

/**
 * How long a query waits for a connection: to open one (the server refuses or does not answer) or for one of the
 * pool's to come free. Past it the query fails and the request is answered 503 instead of hanging.
 */
const CONNECTION_TIMEOUT_MS = 5000;

/**
 * pg's Pool, made to survive the database going away (a restart, a failover):
 * - every connection has an error listener: pg emits a connection's failure as an `error` event when it arrives
 *   between two queries of a checked-out connection (inside a transaction), and an unheard one ends the process;
 * - a checked-out connection whose link ends is released at once: Drizzle's transaction takes a connection and
 *   sends `begin` before its try/finally, so a `begin` on a connection the server just dropped would keep the
 *   connection's place in the pool for ever, and a few such would leave no place for anybody.
 */
export class PostgresPool extends pg.Pool {
  constructor(connectionString: string, max: number) {
    super({
      connectionString,
      max,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // No JIT compilation: this workload's queries are short, and a planner that overestimates a loop (a partitioned
      // history read by index ranges) compiles for tens of milliseconds a query that runs in a few.
      options: '-c jit=off',
    });
    // An idle connection that drops is taken out by the pool, which then emits it here: nothing more to do.
    this.on('error', () => undefined);
    this.on('connect', (client) => client.on('error', () => undefined));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ) {
    // The callback form is the pool's own `query`, which always releases its connection.
    if (callback) return super.connect(callback);
    // Drizzle's transaction opens its connection outside its query wrapper: marked, a refusal reads as the database away.
    return super.connect().then(releasedWhenItsLinkEnds, (error: unknown) => Promise.reject(new DatabaseCallError(error)));
  }
}

/** The connection, with a `release` that may be called again (a no-op) and that its link's end calls first. */
function releasedWhenItsLinkEnds(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const onEnd = () => finish(new Error('The connection to the database ended.'));
  function finish(error?: Error | boolean) {
    if (released) return;
    released = true;
    client.removeListener('end', onEnd);
    release(error);
  }
  client.once('end', onEnd);
  client.release = finish;
  return client;
}
