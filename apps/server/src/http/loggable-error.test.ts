import { DrizzleQueryError } from 'drizzle-orm';
import { stdSerializers } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error.js';

const SECRET = 'JBSWY3DPEHPK3PXP';
const databaseError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
  code: '23505',
  detail: `Key (two_factor_secret)=(${SECRET}) already exists.`,
});
const failedQuery = () => new DrizzleQueryError('update "users" set "two_factor_secret" = $1', [SECRET], databaseError);
const logged = (error: unknown) => JSON.stringify(stdSerializers.err(loggableError(error) as Error));

describe('loggableError', () => {
  it('keeps of a failed query the database error code and message, and where it was made', () => {
    const line = logged(failedQuery());
    expect(line).toContain('"code":"23505"');
    expect(line).toContain('duplicate key value violates unique constraint');
    expect(line).toContain('loggable-error.test.ts');
    for (const hidden of [SECRET, 'two_factor_secret', 'params']) expect(line).not.toContain(hidden);
  });

  it('finds a failed query among the causes of another error, which keeps its own message', () => {
    const line = logged(
      new Error('Saving the secret failed', { cause: new Error('in a transaction', { cause: failedQuery() }) }),
    );
    expect(line).toContain('Saving the secret failed');
    expect(line).toContain('duplicate key value');
    expect(line).not.toContain(SECRET);
  });

  it('leaves every other error as it is', () => {
    const error = new Error('boom', { cause: new Error('deeper') });
    expect(loggableError(error)).toBe(error);
    expect(loggableError('not an error')).toBe('not an error');
  });
});
