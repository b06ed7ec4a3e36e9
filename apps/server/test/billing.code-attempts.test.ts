import { beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, INVALID_CODE } from '@lodestar/contract';
import {
  CODE_ATTEMPTS_PER_ACCOUNT,
  CODE_ATTEMPTS_PER_ADDRESS,
  CODE_ATTEMPTS_WINDOW_MS,
} from '../src/modules/subscriptions/code-attempts.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { billingCli, newCode, seedPlans } from './helpers/billing.js';
import { insertDevice } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();
let discount = '';
beforeAll(async () => {
  await seedPlans(t);
  discount = newCode('RIGHT');
  await billingCli(t, 'coupon:create', '--code', discount, '--percent', '10');
});

/** An account with a tracker of its own, typing codes from `address`. */
async function typist(address: string) {
  const { authHeader, user } = await createVerifiedUser(t, { country: 'AU' });
  const device = await insertDevice(t, user._id, { isTrialAvailed: true });
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const answer = await t.app.inject({
      method,
      url,
      headers: { authorization: authHeader },
      remoteAddress: address,
      ...(payload ? { payload } : {}),
    });
    return {
      status: answer.statusCode,
      body: answer.json() as { message?: string },
      retryAfter: answer.headers['retry-after'],
    };
  };
  return {
    apply: (code: string) => send('GET', `/api/coupon/apply/${code}/${device.deviceUUID}/any`),
    join: (code: string) =>
      send('GET', `/api/v2/subscriptions/group/joinByCode/${code}?deviceUUID=${device.deviceUUID}`),
    subscribe: (code: string) =>
      send('POST', '/api/v2/subscriptions/gps-monthly/subscribe', { deviceUUID: device.deviceUUID, couponCode: code }),
  };
}

const wrongCode = (index: number) => `WRONG-${Date.now().toString(36)}-${index}`.toUpperCase();

describe('codes are tried like passwords', () => {
  it('an account that typed too many wrong codes may try none, right or wrong, on any call, until the window ends', async () => {
    const guesser = await typist('198.51.100.1');
    for (let index = 0; index < CODE_ATTEMPTS_PER_ACCOUNT; index += 1)
      expect(await guesser.apply(wrongCode(index))).toMatchObject({ status: 400, body: { message: INVALID_CODE } });

    for (const tried of [
      await guesser.apply(discount),
      await guesser.join(wrongCode(99)),
      await guesser.subscribe(discount),
    ]) {
      expect(tried).toMatchObject({ status: 429, body: { message: billingMessages.tooManyCodes } });
      expect(Number(tried.retryAfter)).toBeGreaterThan(0);
    }
    // Another account at the same address is not held back by this one's typos.
    expect(await (await typist('198.51.100.1')).apply(discount)).toMatchObject({ status: 200 });

    t.clock.advance(CODE_ATTEMPTS_WINDOW_MS);
    expect(await guesser.apply(discount)).toMatchObject({ status: 200 });
  });

  it('an address that typed too many wrong codes across accounts may try none, whichever account asks', async () => {
    const address = '203.0.113.7';
    const perAccount = CODE_ATTEMPTS_PER_ACCOUNT - 1;
    for (let typed = 0; typed < CODE_ATTEMPTS_PER_ADDRESS;) {
      const guesser = await typist(address);
      for (let index = 0; index < perAccount && typed < CODE_ATTEMPTS_PER_ADDRESS; index += 1, typed += 1)
        expect((await guesser.join(wrongCode(typed))).status).toBe(400);
    }

    expect(await (await typist(address)).apply(discount)).toMatchObject({
      status: 429,
      body: { message: billingMessages.tooManyCodes },
    });
    expect(await (await typist('203.0.113.8')).apply(discount)).toMatchObject({ status: 200 });
  });

  it('guesses sent at once are counted before any is looked up: no more than the allowance gets an answer', async () => {
    const guesser = await typist('198.51.100.99');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => guesser.apply(wrongCode(1000 + index))));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(CODE_ATTEMPTS_PER_ACCOUNT);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(40 - CODE_ATTEMPTS_PER_ACCOUNT);
  });

  it('right codes count for nothing', async () => {
    const buyer = await typist('192.0.2.44');
    for (let index = 0; index < CODE_ATTEMPTS_PER_ACCOUNT + 5; index += 1)
      expect((await buyer.apply(discount)).status).toBe(200);
  });
});
