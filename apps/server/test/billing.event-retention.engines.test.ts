// The provider's events kept past their handling are pruned after a retention (decision 0057).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handledPaymentEvents } from '../src/db/schema/index.js';
import { EVENT_PRUNE_BATCH, EVENT_RETENTION_DAYS } from '../src/modules/subscriptions/provider-events-retention.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS);
const event = (id: string, receivedAt: Date, handledAt: Date | null) => ({
  id,
  type: 'invoice.paid',
  payload: { id, type: 'invoice.paid' },
  receivedAt,
  handledAt,
});

describe('the retention of the payment events', () => {
  it('prunes the events handled before it, a batch at a time, and keeps every event still to be handled', async () => {
    const old = Array.from({ length: EVENT_PRUNE_BATCH + 1 }, (_, index) =>
      event(`evt_old_${index}`, daysAgo(EVENT_RETENTION_DAYS + 2), daysAgo(EVENT_RETENTION_DAYS + 1)),
    );
    await t.database.db.insert(handledPaymentEvents).values(old);
    await t.database.db
      .insert(handledPaymentEvents)
      .values([
        event('evt_recent', daysAgo(EVENT_RETENTION_DAYS - 1), daysAgo(EVENT_RETENTION_DAYS - 1)),
        event('evt_never_handled', daysAgo(EVENT_RETENTION_DAYS + 10), null),
      ]);

    expect(await t.app.timedJobs.prunePaymentEvents()).toBe(EVENT_PRUNE_BATCH + 1);
    const left = await t.database.db.select({ id: handledPaymentEvents.id }).from(handledPaymentEvents);
    expect(left.map((row) => row.id).sort()).toEqual(['evt_never_handled', 'evt_recent']);
    expect(await t.app.timedJobs.prunePaymentEvents()).toBe(0);
  });
});
