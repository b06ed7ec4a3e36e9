import { baseUrl, devRoutesKey } from './env.js';

/**
 * Moves the local payment provider's clock forward through the server's dev route (docs/payments.md, "Moving time"),
 * which answers once the trial ends, renewals and retries that came due have run, the renewals it drafted included
 * (charged an hour after their period ends). The clock is the server's, shared by every test: only the tests of the
 * `payment clock` project (`*.clock.spec.ts`, run after all others) move it.
 */
export async function advancePaymentClock(seconds: number): Promise<{ now: number }> {
  const response = await fetch(`${baseUrl()}/dev/payments/clock?key=${encodeURIComponent(devRoutesKey())}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceSeconds: seconds }),
  });
  if (!response.ok) throw new Error(`POST /dev/payments/clock answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { now: number };
}
