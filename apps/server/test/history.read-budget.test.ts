import { describe, expect, it } from 'vitest';
import { serverMessages } from '@lodestar/contract';
import { READ_BUDGET_WINDOW_MS, READ_CHARGE_UP_FRONT_MS } from '../src/http/read-budget.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, insertDevice, shareDevice } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

/** An allowance that two expensive reads spend, whatever they cost: each is charged this much up front. */
const t = useTestApp({ EXPENSIVE_READS_MS_PER_MINUTE: String(2 * READ_CHARGE_UP_FRONT_MS) });

const range = new URLSearchParams({ from: '2026-01-01T00:00:00Z', to: '2026-01-21T00:00:00Z' }).toString();
const expensiveReads = (id: string) => [
  `/api/history/charts/${id}?${range}`,
  `/api/v2/history/${id}/csv`,
  `/api/history/track/${id}?${range}`,
];

describe('expensive reads spend a per-user allowance of server time', () => {
  it('charts, CSV exports and tracks answer 429 once the user spent the minute’s allowance, others’ reads go on', async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    const sharee = await createVerifiedUser(t);
    await shareDevice(t, device.id, sharee.user);

    const [charts, csv, track] = expensiveReads(device.id);
    expect((await call(t, sharee.authHeader, 'GET', charts!)).status).toBe(200);
    expect((await call(t, sharee.authHeader, 'GET', charts!)).status).toBe(200);
    for (const path of [charts!, track!]) {
      const refused = await call(t, sharee.authHeader, 'GET', path);
      expect(refused).toMatchObject({
        status: 429,
        body: { success: false, message: serverMessages.tooManyExpensiveReads },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Cheap calls are not counted, and the owner's allowance is their own.
    expect((await call(t, sharee.authHeader, 'GET', `/api/history/find/device/${device.id}`)).status).toBe(200);
    const exported = await t.app.inject({ method: 'GET', url: csv!, headers: { authorization: owner.authHeader } });
    expect(exported.statusCode).toBe(200);

    t.clock.advance(READ_BUDGET_WINDOW_MS);
    expect((await call(t, sharee.authHeader, 'GET', track!)).status).toBe(200);
  });

  it('many started at once spend the allowance before any ends', async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(t, owner.authHeader, 'GET', expensiveReads(device.id)[0]!)),
    );
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(2);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(4);
  });
});
