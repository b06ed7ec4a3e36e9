import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../src/db/schema/index.js';
import { buyerWithPlan, chargedInvoices, DAY, seedPlans } from './helpers/billing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Two server processes on one database share one local provider (its state and clock are in the database): what
 * falls due (a renewal) runs in one of them at a time, so it is charged once however many ticks run at once. On the
 * PostgreSQL server the two truly interleave; the embedded database runs them one at a time.
 */
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, undefined, { database: first.database, clock: first.clock });
  await seedPlans(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const dueWorkLeases = () => first.database.db.select().from(claims).where(eq(claims.key, 'local-payments:due-work'));

describe("the local provider's due work on two server processes", () => {
  it('a renewal that fell due while both ran their minute’s tick at once is charged once', async () => {
    const { subscription } = await buyerWithPlan(first, 'gps-monthly');
    expect(await chargedInvoices(first, subscription.id)).toHaveLength(1);

    first.clock.advance(32 * DAY * 1000);
    await Promise.all([first, second, first, second].map((t) => t.app.payments.local!.advanceClock(0)));
    await Promise.all([first, second].map((t) => t.app.backgroundWork.idle()));

    const charged = await chargedInvoices(first, subscription.id);
    expect(charged.map((invoice) => invoice.billing_reason)).toEqual(['subscription_cycle', 'subscription_create']);
    expect(await dueWorkLeases()).toEqual([]);
  });

  it('moving the clock on both at once waits for the other: each move runs once, each renewal is charged once', async () => {
    const { subscription } = await buyerWithPlan(second, 'gps-monthly');
    const before = await second.app.payments.now();

    const moved = await Promise.all([first, second].map((t) => t.app.payments.local!.advanceClock(20 * DAY)));
    await Promise.all([first, second].map((t) => t.app.backgroundWork.idle()));

    expect(Math.max(...moved.map(({ now }) => now))).toBeGreaterThanOrEqual(before + 40 * DAY);
    const charged = await chargedInvoices(first, subscription.id);
    expect(charged.map((invoice) => invoice.billing_reason)).toEqual(['subscription_cycle', 'subscription_create']);
    expect(await dueWorkLeases()).toEqual([]);
  });
});
