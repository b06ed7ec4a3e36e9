import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './helpers/accounts.js';
import { CARDS, DAY, saveCard, seedPlans } from './helpers/billing.js';
import { call, insertDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// An app of its own: its payment provider's clock is where the app's is, so a card due to expire is still good.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

describe('a card that pays for live plans and expires soon', () => {
  it('is told about once, in the 30 days before the end of its expiry month', async () => {
    const buyer = await createVerifiedUser(t, { country: 'AU' });
    const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: true });
    const now = t.clock.now();
    // Good through the end of the month after next.
    const expiry = {
      month: ((now.getUTCMonth() + 2) % 12) + 1,
      year: now.getUTCFullYear() + (now.getUTCMonth() + 2 >= 12 ? 1 : 0),
    };
    await saveCard(t, buyer.authHeader, CARDS.visa, expiry);
    const expiring = () =>
      t
        .mailsTo(buyer.user.email)
        .then((mails) => mails.filter((mail) => mail.subject.includes('expires at the end of')));

    await t.app.timedJobs.warnExpiringCards();
    expect(await expiring()).toEqual([]);
    const bought = await call(t, buyer.authHeader, 'POST', '/api/v2/subscriptions/gps-monthly/subscribe', {
      deviceUUID: device.deviceUUID,
    });
    expect(bought.status).toBe(200);
    await t.app.timedJobs.warnExpiringCards();
    expect(await expiring()).toEqual([]);

    const endOfExpiry = Date.UTC(expiry.year, expiry.month, 1);
    t.clock.advance(endOfExpiry - 29 * DAY * 1000 - t.clock.now().getTime());
    await t.app.timedJobs.warnExpiringCards();
    await t.app.timedJobs.warnExpiringCards();
    const [mail] = await expiring();
    expect(await expiring()).toHaveLength(1);
    const month = `${String(expiry.month).padStart(2, '0')}/${expiry.year}`;
    expect(mail).toMatchObject({ subject: `Your card ending in 4242 expires at the end of ${month}` });
    expect(mail!.textBody).toContain(
      `The Visa card ending in 4242 pays for your plans on Lodestar and expires at the end of ${month}.`,
    );
  });
});
