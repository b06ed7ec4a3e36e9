import { createHmac } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../../db/client.js';
import { localStripeEvents } from '../../../db/schema/index.js';
import { wireView } from './wire-view.js';

export interface DeliveryDeps {
  db: Database;
  clock: Clock;
  webhookSecret: string;
  deliver(payload: string, signatureHeader: string): Promise<boolean>;
  log: { error(details: object, message: string): void; warn?(details: object, message: string): void };
  background?: (task: () => Promise<void>) => void;
  /** Delivers as Stripe may: each pending event after the ones that followed it, then each once more. */
  unrulyEvents?: boolean;
}

export interface EventDelivery {
  /** Starts a delivery run in the background (after the one running, if any). */
  schedule(): void;
  /** Resolves when a run that started after this call has offered every pending event once. */
  drain(): Promise<void>;
}

/** Stripe's `Stripe-Signature` header: `t=<unix>,v1=<hex HMAC-SHA256 of "t.payload">`. */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Stripe does not promise order or a single delivery: the events pending now are offered newest first, so each
 * arrives late, after the state it led to has changed again, and then each once more in the order they happened.
 */
async function deliverUnruly(
  db: Database,
  offer: (event: Record<string, unknown>, id: string) => Promise<boolean>,
  markDelivered: (id: string) => Promise<unknown>,
): Promise<void> {
  const pending = await db
    .select()
    .from(localStripeEvents)
    .where(isNull(localStripeEvents.deliveredAt))
    .orderBy(asc(localStripeEvents.seq));
  for (const next of [...pending].reverse()) {
    if (await offer(next.event, next.id)) await markDelivered(next.id);
  }
  for (const next of pending) await offer(next.event, next.id);
}

/**
 * Offers recorded events to the webhook endpoint in the order they happened, one run at a time. An event the endpoint
 * refuses stays pending and is offered again by the next run; the events after it are still offered meanwhile, as
 * Stripe does not hold events back behind a failing one either.
 */
export function createEventDelivery(deps: DeliveryDeps): EventDelivery {
  let tail: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;
  // Signed with the installation's own time, not the provider clock, as Stripe signs with wall time under test clocks.
  const seconds = () => Math.floor(deps.clock.now().getTime() / 1000);

  async function offer(event: Record<string, unknown>, id: string): Promise<boolean> {
    const payload = JSON.stringify(wireView(event, []), null, 2);
    try {
      if (await deps.deliver(payload, signatureHeader(payload, deps.webhookSecret, seconds()))) return true;
      (deps.log.warn ?? deps.log.error)(
        { event: id, type: event.type },
        'local payment provider: the webhook endpoint refused an event; it stays pending',
      );
    } catch (error) {
      deps.log.error(
        { err: error, event: id, type: event.type },
        'local payment provider: delivering an event failed; it stays pending',
      );
    }
    return false;
  }

  const markDelivered = (id: string) =>
    deps.db.update(localStripeEvents).set({ deliveredAt: seconds() }).where(eq(localStripeEvents.id, id));

  async function run(): Promise<void> {
    if (deps.unrulyEvents) return deliverUnruly(deps.db, offer, markDelivered);
    let after = 0;
    for (;;) {
      const [next] = await deps.db
        .select()
        .from(localStripeEvents)
        .where(and(isNull(localStripeEvents.deliveredAt), gt(localStripeEvents.seq, after)))
        .orderBy(asc(localStripeEvents.seq))
        .limit(1);
      if (!next) return;
      after = next.seq;
      if (await offer(next.event, next.id)) await markDelivered(next.id);
    }
  }

  function drain(): Promise<void> {
    // Runs queued behind the current one are merged: one more run sees everything recorded so far.
    if (queued) return queued;
    const next = tail.then(() => {
      queued = undefined;
      return run();
    });
    queued = next;
    tail = next.catch(() => undefined);
    return next;
  }

  return {
    drain,
    schedule() {
      const task = () =>
        drain().catch((error: unknown) =>
          deps.log.error({ err: error }, 'local payment provider: event delivery run failed'),
        );
      if (deps.background) deps.background(task);
      else void task();
    },
  };
}
