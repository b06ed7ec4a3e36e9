import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readDevRoutesKey } from '../../../../scripts/lib/server.mjs';
import type { App } from '../app.js';
import { devRouteLinks } from './dev-route-links.js';

const KEY = 'k3y_of-this-start_0123456789abcd';
const SECRET_KEY = 'sk_test_local0123abcd';
const local = { devRoutesKey: KEY, devMailbox: true, payments: { local: { secretKey: SECRET_KEY } } } as unknown as Pick<
  App,
  'devRoutesKey' | 'devMailbox' | 'payments'
>;
const config = { publicUrl: 'http://localhost:8080' };

describe('the development routes printed at start', () => {
  it('link the mailbox and the clock with the key of this start', () => {
    const lines = devRouteLinks(local, config);
    expect(lines).toContain(`Mail is kept locally: http://localhost:8080/dev/mailbox?key=${KEY}`);
    expect(lines.join('\n')).toContain(`POST http://localhost:8080/dev/payments/clock?key=${KEY}`);
    expect(lines).toContain(`Local Stripe API: http://localhost:8080/local-stripe/v1 with the secret key ${SECRET_KEY}`);
  });

  it('name no mailbox when mail is sent, and nothing at all without a key (production)', () => {
    expect(devRouteLinks({ ...local, devMailbox: false }, config).join('\n')).not.toContain('/dev/mailbox');
    expect(devRouteLinks({ ...local, devRoutesKey: null }, config)).toEqual([]);
  });

  it('are where the e2e script reads the key from', async () => {
    const stdout = new PassThrough();
    const server = Object.assign(new EventEmitter(), { stdout }) as unknown as ChildProcess;
    const key = readDevRoutesKey(server, { timeoutMs: 5000 });
    // Printed in pieces, as a pipe may deliver them.
    const printed = `\n  Lodestar is running\n  ${devRouteLinks(local, config).join('\n  ')}\n`;
    stdout.write(printed.slice(0, 40));
    stdout.write(printed.slice(40));
    expect(await key).toBe(KEY);
  });
});
