import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../src/adapters/mail/smtp-mailer.js';
import { DEV_KEY_MISSING } from '../src/http/local-request.js';
import { newSignup } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('the dev mailbox (outbox adapter, outside production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the mail the server kept, newest first, with clickable links', async () => {
    const signup = newSignup({ name: 'Ada <script>' });
    await t.app.inject({ method: 'POST', url: '/api/signup', payload: signup });
    const key = t.app.devRoutesKey;
    const messages = (await t.app.inject({ method: 'GET', url: `/dev/mailbox/messages?key=${key}` })).json();
    expect(messages[0]).toMatchObject({ to: signup.email, subject: expect.stringContaining('Verify') });
    const page = await t.app.inject({ method: 'GET', url: `/dev/mailbox?key=${key}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<a href="http://portal.test/login?verify=');
    expect(page.body).toContain('Ada &lt;script&gt;');
    expect(page.body).not.toContain('Ada <script>');
  });

  it('answers only requests from this machine with the key of this start, since it holds live reset links', async () => {
    for (const path of ['/dev/mailbox', '/dev/mailbox/messages']) {
      const url = `${path}?key=${t.app.devRoutesKey}`;
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('verify=');
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '::1' })).statusCode).toBe(200);
    }
  });

  it("refuses this machine without the key, or with another start's", async () => {
    const otherStart = await createTestApp();
    try {
      for (const query of [
        '',
        '?key=',
        `?key=${otherStart.app.devRoutesKey}`,
        `?key=${t.app.devRoutesKey}x`,
        `?limit=5&key=${t.app.devRoutesKey?.slice(1)}`,
      ]) {
        const answer = await t.app.inject({ method: 'GET', url: `/dev/mailbox/messages${query}` });
        expect(answer.statusCode, query).toBe(403);
        expect(answer.json()).toEqual({ success: false, message: DEV_KEY_MISSING, errors: [DEV_KEY_MISSING] });
      }
    } finally {
      await otherStart.close();
    }
  });
});

describe('production', () => {
  it('has no dev mailbox', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', PAYMENTS_SIMULATED: '1' });
    try {
      expect(t.app.devRoutesKey).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().devMailbox).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe('the SMTP adapter', () => {
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('delivers over SMTP when SMTP_URL is set, and the app then sends its mail there', async () => {
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Lodestar <robot@portal.test>' });
    try {
      const signup = newSignup();
      await t.app.inject({ method: 'POST', url: '/api/signup', payload: signup });
      const mail = received.find((m) => m.to.includes(signup.email));
      expect(mail?.from).toBe('robot@portal.test');
      expect(mail?.data.replace(/=\r\n/g, '')).toContain('login?verify=');
      // The logo travels inside the mail, named by the content id the HTML shows it by.
      expect(mail?.data).toMatch(/Content-ID: <logo@lodestar>/i);
      expect(mail?.data.replace(/=\r\n/g, '')).toContain('src=3D"cid:logo@lodestar"');
      expect(await t.lastMailTo(signup.email)).toBeUndefined();
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('reports a delivery failure', async () => {
    const mailer = createSmtpMailer('smtp://127.0.0.1:1', 'x@portal.test');
    await expect(mailer.send({ to: 'a@b.co', subject: 's', text: 't', html: 'h' })).rejects.toThrow();
    await mailer.close();
  });
});
