import { describe, expect, it } from 'vitest';
import { logLines } from './helpers/log-lines.js';
import { useTestApp } from './helpers/test-app.js';

const { lines, logger } = logLines();

const t = useTestApp({ NODE_ENV: 'development' }, logger);

describe('logs in development', () => {
  it('carry no line for each request at the info level', async () => {
    lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-call' })).statusCode).toBe(404);
    const log = lines.join('');
    expect(log).not.toContain('incoming request');
    expect(log).not.toContain('request completed');
  });

  it('still log what goes wrong', async () => {
    lines.length = 0;
    t.app.log.error('something to read');
    expect(lines.join('')).toContain('something to read');
  });
});
