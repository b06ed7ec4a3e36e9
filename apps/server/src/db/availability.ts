import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/** What a client is told to wait before it tries again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of a database that is not there right now: connection exceptions, shutting down, starting up, too many
 * connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
/** Errors of the socket under a connection; they count only under a database call (a mailer's or a fetch's are not). */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** pg's own words for a connection that failed, timed out or ended; they come without a code. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|The connection to the database ended)/;

/** How deep a chain of causes (Drizzle wraps pg's error) or of grouped errors is searched. */
const MAX_DEPTH = 8;

/**
 * A failure of a database call that Drizzle does not wrap itself: taking a pool connection for a transaction
 * rejects with the bare socket error. Wrapped in this, its errno says the database is away.
 */
export class DatabaseCallError extends Error {
  constructor(cause: unknown) {
    super('A database call failed', { cause });
    this.name = 'DatabaseCallError';
  }
}

const isDatabaseCall = (error: Error) => error instanceof DrizzleQueryError || error instanceof DatabaseCallError;

/** The error (or one it wraps) that says the database is away, if it is one. */
function unavailability(error: unknown, underDatabaseCall = false, depth = 0): { code?: string; message: string } | undefined {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || (underDatabaseCall && UNAVAILABLE_ERRNO.has(code))))
    return { code, message: error.message };
  if (UNAVAILABLE_MESSAGE.test(error.message)) return { message: error.message };
  const inner = error instanceof AggregateError ? [...(error.errors as unknown[]), error.cause] : [error.cause];
  for (const candidate of inner) {
    const found = unavailability(candidate, underDatabaseCall || isDatabaseCall(error), depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * True when the error means the database cannot be reached right now (refused, dropped, restarting, out of
 * connections), not that a query was wrong: the request may succeed if it is tried again in a moment.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailability(error) !== undefined;
}

/** Of a flood of failures during one outage, the log gets the first at once and then one line per interval. */
const LOG_INTERVAL_MS = 10_000;

/**
 * Logs requests refused because the database is away: while it is, every request fails, and a line for each would
 * bury everything else. The line names the database's error, never the query (which may carry secrets).
 */
export function createUnavailabilityLog(now: () => number = Date.now) {
  let lastLoggedAt = Number.NEGATIVE_INFINITY;
  let refusedSince = 0;
  return (log: FastifyBaseLogger, error: unknown) => {
    refusedSince += 1;
    if (now() - lastLoggedAt < LOG_INTERVAL_MS) return;
    log.warn({ database: unavailability(error), refused: refusedSince }, 'the database is unavailable: answered 503');
    lastLoggedAt = now();
    refusedSince = 0;
  };
}
