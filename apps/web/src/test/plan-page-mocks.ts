import {
  accountCreditEndpoints,
  paymentMethodEndpoints,
  planEndpoints,
  subscriptionEndpoints,
  type Currency,
  type PaymentMethod,
  type Plan,
  type SubscribeRequest,
  type Subscription,
} from '@lodestar/contract';
import { HttpResponse } from 'msw';
import { onCall } from './on-call';
import { server } from './server';
import { subscriptionFixture } from './subscription-fixtures';

export interface SubscribeCall {
  planId: string;
  body: SubscribeRequest;
  idempotencyKey: string | null;
}

/**
 * The plan page's reads (its plans, the device's subscriptions, the payment user with `methods`, the account's
 * `credit`) and its subscribe,
 * which answers success; the subscribe requests are logged with their Idempotency-Key.
 */
export function mockPlanPage({
  plans = [],
  subscriptions = [],
  methods = [],
  credit = null,
  ended = [],
}: {
  plans?: Plan[];
  subscriptions?: Subscription[];
  methods?: PaymentMethod[];
  credit?: { credit: number; currency: Currency } | null;
  /** The device's ended plans, newest first, which the plan page reads besides the live ones. */
  ended?: Subscription[];
} = {}) {
  const subscribeCalls: SubscribeCall[] = [];
  const reads = { subscriptions: 0 };
  server.use(
    onCall(planEndpoints.list, () => HttpResponse.json({ success: true, data: plans })),
    onCall(subscriptionEndpoints.user, () => HttpResponse.json({ success: true, data: [...ended, ...subscriptions] })),
    onCall(subscriptionEndpoints.current, () => {
      reads.subscriptions += 1;
      return HttpResponse.json({ success: true, data: subscriptions });
    }),
    onCall(paymentMethodEndpoints.get, () =>
      HttpResponse.json({
        success: true,
        paymentUser: null,
        paymentMethods: methods,
        hasSubscriptions: subscriptions.length > 0,
      }),
    ),
    onCall(accountCreditEndpoints.credit, () =>
      HttpResponse.json({ success: true, credit: 0, owed: 0, currency: null, ...credit, movements: [], has_more: false }),
    ),
    onCall(subscriptionEndpoints.subscribe, async ({ request, params }) => {
      subscribeCalls.push({
        planId: String(params.planId),
        body: (await request.json()) as SubscribeRequest,
        idempotencyKey: request.headers.get('Idempotency-Key'),
      });
      return HttpResponse.json({ success: true, message: 'Subscribed', data: subscriptionFixture() });
    }),
  );
  return { subscribeCalls, reads };
}
