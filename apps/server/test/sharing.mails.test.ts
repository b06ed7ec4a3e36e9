import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { serverMessages, type Share } from '@lodestar/contract';
import { sendInTurn, type Mailer } from '../src/adapters/mail/index.js';
import { buildApp } from '../src/app.js';
import { loggerOptions } from '../src/http/logger.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, insertDevice, sharesOf } from './helpers/devices.js';
import { errorBody, freshEmail, mailsTo, ownedNamedDevice, shareBody, shareRow, shareThroughApi } from './helpers/sharing.js';
import { useTestApp, createTestApp } from './helpers/test-app.js';

const t = useTestApp();

const ownedDevice = () => ownedNamedDevice(t);

describe('mail-sending calls', () => {
  it('are limited per address like sign-in: share, resend and account invitation', async () => {
    const strict = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' }, false, {
      database: t.database,
      clock: t.clock,
    });
    try {
      const { owner, device } = await ownedDevice();
      const pending = await shareThroughApi(t, owner.authHeader, shareBody(device.id, freshEmail()));
      const from = (ip: string, url: string, payload: () => object) =>
        strict.app.inject({
          method: 'POST',
          url,
          remoteAddress: ip,
          headers: { authorization: owner.authHeader },
          payload: payload(),
        });
      const statuses = async (ip: string, url: string, payload: () => object) => {
        const answers = [];
        for (let i = 0; i < 3; i += 1) answers.push((await from(ip, url, payload)).statusCode);
        return answers;
      };

      expect(await statuses('10.5.5.1', '/api/share-device/insert', () => shareBody(device.id, freshEmail()))).toEqual([
        201, 201, 429,
      ]);
      const limited = await from('10.5.5.1', '/api/share-device/insert', () => shareBody(device.id, freshEmail()));
      expect(limited.json()).toEqual(errorBody(serverMessages.tooManyRequests));
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        (await from('10.5.5.2', '/api/share-device/insert', () => shareBody(device.id, freshEmail()))).statusCode,
      ).toBe(201);

      expect(await statuses('10.5.5.3', '/api/share-device/resendmessage', () => ({ shareId: pending._id }))).toEqual([
        200, 200, 429,
      ]);
      expect(
        await statuses('10.5.5.4', '/api/share-account/invite', () => ({
          userId: owner.user._id,
          email: freshEmail(),
        })),
      ).toEqual([201, 201, 429]);
      // Only what was let through was stored: the shares above plus the one refused from another address.
      expect(await sharesOf(t, device.id)).toHaveLength(1 + 2 + 1);
    } finally {
      await strict.close();
    }
  });

  it('a mail that cannot be sent is logged without the message or passcode; the saved share still answers 201', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const send = () => Promise.reject(new Error('SMTP connection refused'));
    const brokenMailer: Mailer = {
      kind: 'smtp',
      send,
      sendEach: (messages) => sendInTurn(send, messages),
      close: () => Promise.resolve(),
    };
    const broken = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      mailer: brokenMailer,
      logger: loggerOptions({ LOG_LEVEL: 'info' }, { stream }),
    });
    await broken.ready();
    try {
      // Twelve digits, so that no timestamp or request id in the log contains the passcode by chance.
      const passcode = '739264815027';
      const owner = await createVerifiedUser(t);
      const device = await insertDevice(t, owner.user._id, { passcode });
      const secret = 'The spare key is under the blue flowerpot';
      const email = freshEmail();
      const post = (url: string, payload: object) =>
        broken.inject({ method: 'POST', url, headers: { authorization: owner.authHeader }, payload });

      const shared = await post(
        '/api/share-device/insert',
        shareBody(device.id, email, { message: secret, masterKey: passcode }),
      );
      expect(shared.statusCode).toBe(201);
      const share = (shared.json() as { share: Share }).share;
      expect(await shareRow(t, share._id)).toMatchObject({ sharedUserWithEmail: email, message: secret });
      const invited = await post('/api/share-account/invite', { userId: owner.user._id, email });
      expect(invited.statusCode).toBe(201);
      const accountShareId = (invited.json() as { share: { _id: string } }).share._id;
      expect(await mailsTo(t, email)).toEqual([]);

      // The invitation can be sent again once mail works.
      expect(
        await call(t, owner.authHeader, 'POST', '/api/share-device/resendmessage', { shareId: share._id }),
      ).toMatchObject({ status: 200 });
      expect((await t.lastMailTo(email))?.text).toContain(secret);

      const log = lines.join('');
      const failures = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.level === 50);
      expect(failures).toEqual([
        expect.objectContaining({ shareId: share._id, error: 'SMTP connection refused' }),
        expect.objectContaining({ accountShareId, error: 'SMTP connection refused' }),
      ]);
      expect(log).not.toContain(passcode);
      expect(log).not.toContain('flowerpot');
    } finally {
      await broken.close();
    }
  });
});
