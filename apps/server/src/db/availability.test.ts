import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DatabaseCallError, isDatabaseUnavailable } from './availability.js';

/** A socket error as Node raises it when a connection is refused. */
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });
/** A query that failed, as Drizzle reports it: its own error, with the driver's as the cause. */
const failedQuery = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection under a failed query', failedQuery(socketError('ECONNREFUSED'))],
    ['a dropped connection under a failed query', failedQuery(socketError('ECONNRESET'))],
    ['a refused connection for a transaction', new DatabaseCallError(socketError('ECONNREFUSED'))],
    ['a lookup that failed for the pool', new DatabaseCallError(new AggregateError([socketError('EAI_AGAIN')]))],
    ["pg's connection timeout", new Error('timeout exceeded when trying to connect')],
    ["pg's ended connection", failedQuery(new Error('Connection terminated unexpectedly'))],
    ['a server shutting down (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['too many connections (53300)', failedQuery(Object.assign(new Error('sorry, too many clients already'), { code: '53300' }))],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a mailer that cannot reach its SMTP server', Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:587'), { code: 'ECONNREFUSED' })],
    ['a captcha check whose fetch timed out', new TypeError('fetch failed', { cause: socketError('ETIMEDOUT') })],
    ['a wrong query', failedQuery(Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' }))],
    ['a constraint the data broke', new DatabaseCallError(Object.assign(new Error('duplicate key'), { code: '23505' }))],
    ['something that is not an error', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
