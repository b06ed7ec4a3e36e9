import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deviceSubscriptions, users } from '../src/db/schema/index.js';
import { seedPlans } from './helpers/billing.js';
import { deviceRow } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { dealershipTransfer, DEALER, sellerWithTracker, transfersOf, unverifiedReceiver } from './helpers/transfers.js';

/**
 * A transfer waiting for its receiver ends one way, once, however its endings meet: the move once the receiver has
 * verified (the verification's own, and the timed job's in each process) and the seller's cancel, from two server
 * processes on one database. On the PostgreSQL server these truly interleave; the embedded database runs them one at
 * a time, so there this checks only the outcome.
 */
let first: TestApp;
let second: TestApp;
const baseUrls: string[] = [];
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, undefined, { database: first.database, clock: first.clock });
  for (const { app } of [first, second]) baseUrls.push(await app.listen({ host: '127.0.0.1', port: 0 }));
  await seedPlans(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const cancelOn = async (index: number, authorization: string, transferId: string) =>
  (
    await fetch(`${baseUrls[index]}/api/transfers/${transferId}/cancel`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: '{}',
    })
  ).status;

describe('a waiting transfer under endings at once on two servers', () => {
  it('the receiver verified while the seller cancels: moved or refunded, never both, and refunded at most once', async () => {
    const { seller, device } = await sellerWithTracker(first, DEALER, { fee: 0 });
    const receiver = await unverifiedReceiver(first, seller.authHeader);
    const sold = await dealershipTransfer(first, seller.authHeader, {
      deviceId: device.id,
      userId: receiver.user._id,
      planId: 'gps-yearly',
    });
    expect(sold.body).toMatchObject({ status: 'waiting' });
    const [transfer] = await transfersOf(first, device.id);
    // The receiver's address proven: every process's move now finds the transfer to complete.
    await first.database.db
      .update(users)
      .set({ emailVerifiedAt: first.clock.now() })
      .where(eq(users.id, receiver.user._id));

    const [cancels] = await Promise.all([
      Promise.all([cancelOn(0, seller.authHeader, transfer!.id), cancelOn(1, seller.authHeader, transfer!.id)]),
      first.app.timedJobs.settleWaitingTransfers(),
      second.app.timedJobs.settleWaitingTransfers(),
    ]);
    await Promise.all([first.app.backgroundWork.idle(), second.app.backgroundWork.idle()]);

    const [ended] = await transfersOf(first, device.id);
    const refunds = (await first.app.payments.stripe.creditNotes.list({ invoice: transfer!.invoiceId! })).data;
    const plans = await first.database.db
      .select()
      .from(deviceSubscriptions)
      .where(eq(deviceSubscriptions.deviceId, device.id));
    const owner = (await deviceRow(first, device.id))!.userId;
    if (ended!.status === 'done') {
      expect(cancels).toEqual([409, 409]);
      expect(refunds).toEqual([]);
      expect(owner).toBe(receiver.user._id);
      expect(plans.filter((plan) => plan.live)).toHaveLength(1);
    } else {
      expect(ended!.status).toBe('cancelled');
      expect(cancels.slice().sort()).toEqual([200, 409]);
      expect(refunds).toHaveLength(1);
      expect(owner).toBe(seller.user._id);
      expect(plans.filter((plan) => plan.live)).toEqual([]);
    }
  });
});
