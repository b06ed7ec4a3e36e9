import { DrizzleQueryError } from 'drizzle-orm';

/** How deep a chain of causes is followed; a deeper (or circular) one is logged as it is. */
const MAX_CAUSES = 8;

/**
 * A failed query as it may be logged: the database's error code and message, and where the query was made. The
 * original's message (and its stack, which repeats the message) holds the SQL and its parameters, a TOTP secret or
 * a key's hash among them, and the database error's detail may repeat a whole row.
 */
class FailedQuery extends Error {
  override readonly name = 'FailedQuery';
  readonly code: unknown;

  constructor(failed: DrizzleQueryError) {
    const database = (failed.cause ?? {}) as { code?: unknown; message?: unknown };
    super(`Failed query: ${typeof database.message === 'string' ? database.message : 'no database error'}`);
    this.code = database.code;
    const frames = failed.stack?.indexOf('\n    at ') ?? -1;
    this.stack = `${this.name}: ${this.message}${frames < 0 ? '' : failed.stack?.slice(frames)}`;
  }
}

/** The error with any failed query in it, or in its chain of causes, replaced by what of it may be logged. */
export function loggableError(error: unknown, depth = 0): unknown {
  if (error instanceof DrizzleQueryError) return new FailedQuery(error);
  if (!(error instanceof Error) || error.cause === undefined || depth >= MAX_CAUSES) return error;
  const cause = loggableError(error.cause, depth + 1);
  if (cause === error.cause) return error;
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error, { cause });
  return Object.assign(copy, { message: error.message, stack: error.stack });
}
