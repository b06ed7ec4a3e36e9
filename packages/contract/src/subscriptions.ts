import { z } from 'zod';
import { successMessageSchema } from './common.js';
import { currencySchema } from './countries.js';
import { deviceRefSchema, paymentIssueLabels } from './devices.js';
import { endpoint } from './endpoint.js';
import { paymentActionSchema } from './payment-action.js';
import { planDurations } from './plans.js';

/** A subscription's statuses; `pause` is an active subscription whose collection is paused. */
export const planSubscriptionStatuses = ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'pause'] as const;
export type PlanSubscriptionStatus = (typeof planSubscriptionStatuses)[number];

const schedulePhaseSchema = z.object({
  start_date: z.number().int(),
  end_date: z.number().int().nullable(),
  metadata: z.object({ state: z.string().optional(), planId: z.string().optional() }),
});

export const subscriptionSchema = z.object({
  _id: z.string(),
  id: z.string(),
  deviceUUID: z.string(),
  planId: z.string(),
  status: z.enum(planSubscriptionStatuses),
  /** Paid periods so far: 0 while a trial runs. */
  planCycle: z.number().int(),
  /** What the status means for the person, e.g. "Trial ends 20 Jun 2027". */
  statusLabel: z.string(),
  /** The invoice whose payment waits for the card holder to authenticate it (an off-session renewal); else null. */
  authenticationInvoiceId: z.string().nullable(),
  plan: z.object({ name: z.string(), amount: z.number().int(), duration: z.enum(planDurations) }),
  /** The currency, and the tax rate its invoices (a pause fee's too) are charged with. */
  terms: z.object({
    currency: currencySchema,
    taxRate: z.object({ name: z.string(), percentage: z.number() }).nullable(),
  }),
  /** The card its invoices and pause fees are charged to, when it has one of its own; else the default card pays. */
  paymentMethodId: z.string().nullable(),
  sourceData: z.object({
    status: z.string(),
    cancel_at_period_end: z.boolean(),
    pause_collection: z.object({ behavior: z.string(), resumes_at: z.number().int().nullable() }).nullable(),
    /** The schedule with a change still to make (a downgrade waiting for the period's end); null once only its release is left. */
    schedule: z.string().nullable(),
    trial_end: z.number().int().nullable(),
    ended_at: z.number().int().nullable(),
    /** Why an ended plan ended, as Stripe's `cancellation_details.reason` says: `payment_failed` after the last retry. */
    cancellation_reason: z.string().nullable(),
  }),
  /** That schedule's phases (null when `sourceData.schedule` is). */
  scheduleDetails: z
    .object({
      phases: z.array(schedulePhaseSchema),
      current_phase: z.object({ start_date: z.number().int(), end_date: z.number().int() }).nullable(),
    })
    .nullable(),
  /**
   * The plan a scheduled change (a downgrade) switches to, and when (unix seconds): the second phase of
   * `scheduleDetails`, named; null without one.
   */
  scheduledChange: z.object({ planId: z.string(), planName: z.string(), startsAt: z.number().int() }).nullable(),
  current_period_start: z.number().int(),
  current_period_end: z.number().int(),
  /** The end (unix seconds) of the last period paid for or given as a trial: a paused plan is active until then. */
  paidThrough: z.number().int().nullable(),
  /**
   * Until when (unix seconds) the plan may be canceled with a refund of what was paid for it: 14 days after it began,
   * for a plan bought without a trial; null when it cannot be.
   */
  refundableUntil: z.number().int().nullable(),
  metadata: z.object({
    planId: z.string(),
    duration: z.enum(planDurations),
    frequencyDays: z.string(),
    pauseDeductionActive: z.enum(['true', 'false']),
    pauseDeductionAmount: z.string(),
    pauseDeductionDays: z.string(),
  }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

type RowState = Pick<Subscription, 'status' | 'sourceData'>;

/**
 * What the status means for the person, e.g. "Trial ends 20 Jun 2027", with `day` writing a unix time as a day in
 * the reader's time zone: the server answers it as `statusLabel` in the profile's zone, the browser in its own.
 */
export function subscriptionStatusLabel(
  subscription: Pick<
    Subscription,
    'status' | 'sourceData' | 'scheduledChange' | 'current_period_start' | 'current_period_end' | 'paidThrough' | 'authenticationInvoiceId'
  >,
  day: (unixSeconds: number) => string,
): string {
  const { sourceData, scheduledChange } = subscription;
  const at = (seconds: number | null) => (seconds ? day(seconds) : '');
  switch (subscription.status) {
    case 'trialing':
      return sourceData.cancel_at_period_end ? `Trial ends ${at(sourceData.trial_end)}, then cancels` : `Trial ends ${at(sourceData.trial_end)}`;
    case 'active':
      if (scheduledChange) return `Changes to ${scheduledChange.planName} on ${at(scheduledChange.startsAt)}`;
      return `${sourceData.cancel_at_period_end ? 'Cancels' : 'Renews'} ${at(subscription.current_period_end)}`;
    case 'pause': {
      const resumesAt = sourceData.pause_collection?.resumes_at ?? null;
      const until = resumesAt ? ` until ${at(resumesAt)}` : '';
      const activeUntil = paidPeriodEndOfPause(subscription);
      return activeUntil ? `Active until ${at(activeUntil)}, then paused${until}` : `Paused${until}`;
    }
    case 'past_due':
      return subscription.authenticationInvoiceId ? paymentIssueLabels.authentication_required : paymentIssueLabels.past_due;
    case 'incomplete':
      return 'Payment incomplete';
    case 'incomplete_expired':
      return 'Payment expired';
    case 'unpaid':
      return subscription.authenticationInvoiceId ? paymentIssueLabels.authentication_required : paymentIssueLabels.unpaid;
    case 'canceled':
      return sourceData.cancellation_reason === 'payment_failed'
        ? `Ended ${at(sourceData.ended_at)}: its renewal could not be paid`
        : `Ended ${at(sourceData.ended_at)}`;
  }
}

/**
 * A paused plan whose paid period still runs (the pause applies from its end): that period's end; null once the pause
 * has begun, or for a plan that is not paused.
 */
export function paidPeriodEndOfPause(subscription: Pick<Subscription, 'status' | 'current_period_start' | 'paidThrough'>): number | null {
  const { status, paidThrough } = subscription;
  return status === 'pause' && paidThrough !== null && subscription.current_period_start < paidThrough ? paidThrough : null;
}

/**
 * The row's Pause, Resume, Cancel and Undo scheduled change, the same on both sides; an unpaid plan can only be
 * canceled (at once), a paused one without resuming it first (issue 38, over the spec's Cancel only when not
 * resumable).
 */
export function subscriptionActions(subscription: RowState) {
  const { status, sourceData } = subscription;
  if (status === 'unpaid') return { pause: false, resume: false, cancel: !sourceData.cancel_at_period_end, undoScheduledChange: false };
  const live = ['trialing', 'active', 'past_due', 'pause'].includes(status);
  const paused = sourceData.pause_collection !== null;
  const scheduled = sourceData.schedule !== null;
  const pause = live && status !== 'trialing' && !paused && !sourceData.cancel_at_period_end && !scheduled;
  const resume = live && (paused || sourceData.cancel_at_period_end) && !scheduled;
  const cancel = live && !sourceData.cancel_at_period_end;
  const undoScheduledChange = live && scheduled;
  return { pause, resume, cancel, undoScheduledChange };
}

/** A trial may be canceled at no cost until this long before it ends (the terms); after that its first period is due. */
export const TRIAL_FREE_CANCEL_NOTICE_SECONDS = 24 * 3600;

/**
 * Whether canceling the plan at `nowSeconds` charges its first period: a trial in its last 24 hours, which then ends
 * at once, is charged, and the plan ends at the end of that period instead of renewing (decision 0052).
 */
export function cancelChargesFirstPeriod(subscription: RowState, nowSeconds: number): boolean {
  const trialEnd = subscription.sourceData.trial_end;
  return (
    subscription.status === 'trialing' &&
    trialEnd !== null &&
    trialEnd - nowSeconds < TRIAL_FREE_CANCEL_NOTICE_SECONDS
  );
}

/** A plan bought without a trial may be canceled with a refund for 14 calendar days. */
export const REFUND_GRACE_DAYS = 14;

/** The statuses of a plan that may be canceled with a refund (a trial never is; an unpaid plan paid nothing lately). */
export const refundableStatuses: readonly PlanSubscriptionStatus[] = ['active', 'past_due', 'pause'];

/** Whether the row offers "Cancel with refund" at `nowSeconds`. */
export function refundOffered(subscription: Pick<Subscription, 'status' | 'refundableUntil'>, nowSeconds: number): boolean {
  const live = refundableStatuses.includes(subscription.status);
  return live && subscription.refundableUntil !== null && nowSeconds < subscription.refundableUntil;
}

/** Whether the plan may be changed now (not during a trial, a pause, before a cancellation, or while unpaid). */
export function isUpdatable(subscription: RowState): boolean {
  if (subscription.status === 'trialing' || subscription.status === 'unpaid') return false;
  return !subscription.sourceData.cancel_at_period_end && subscription.sourceData.pause_collection === null;
}

/** The plan a downgrade is scheduled to, when the second phase says so and starts after the current one. */
export function scheduledPlanId(subscription: Pick<Subscription, 'scheduleDetails'>): string | null {
  const [current, next] = subscription.scheduleDetails?.phases ?? [];
  if (!current || !next || next.metadata.state !== 'downgrade' || next.start_date === current.start_date) return null;
  return next.metadata.planId ?? null;
}

export const subscriptionsResponseSchema = z.object({ success: z.literal(true), data: z.array(subscriptionSchema) });
export const subscriptionResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: subscriptionSchema });
/**
 * A purchase's or plan change's answer: the plan bought or changed, or (`paymentAction`) a plan whose first payment, or
 * upgrade's payment, waits for the card holder to authenticate it; the browser completes that step, then asks
 * `finishPayment`.
 */
export const purchaseResponseSchema = subscriptionResponseSchema.extend({ paymentAction: paymentActionSchema.optional() });
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;

export const currentSubscriptionsQuerySchema = z.object({ deviceUUID: deviceRefSchema.optional() });
export const userSubscriptionsQuerySchema = z.object({ userId: z.string().max(100).optional(), deviceUUID: deviceRefSchema.optional() });

const couponCodeSchema = z.string().trim().min(1, 'Invalid code').max(60, 'Invalid code');

export const subscribeParamsSchema = z.object({ planId: z.string().trim().min(1).max(100) });
export const subscribeRequestSchema = z.strictObject({
  userId: z.string().max(100).optional(),
  deviceUUID: deviceRefSchema,
  /** The subscription this one replaces: a plan change. */
  oldSubscriptionId: z.string().max(100).optional(),
  /** The browser's guess; the server decides by the plans' amounts (decision 0058). */
  isUpgrade: z.boolean().optional(),
  couponCode: couponCodeSchema.optional(),
  /** The saved payment method to pay with (its id), or the wallet type; unset: the default method. */
  paymentMethod: z.string().max(100).optional(),
  isTermsAccepted: z.boolean().optional(),
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

export const subscriptionIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });
export const pauseRequestSchema = z.strictObject({
  /** When collection resumes (ISO date or unix seconds); at least the end of the current period. */
  resumeDate: z.union([z.number().int().positive(), z.string().trim().min(1, 'invalid date').max(40)], { error: 'invalid date' }),
});

/** What a plan change will charge now: the proration of the rest of the period, with tax, and the account credit it uses. */
export const planChangePreviewSchema = z.object({
  success: z.literal(true),
  isUpgrade: z.boolean(),
  currency: currencySchema,
  /** Cents charged to the card at once for an upgrade, after account credit (0 for a downgrade, which waits for the period's end). */
  amountDue: z.number().int(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  /** The change's invoice in cents, tax included; negative: unused time that becomes account credit. */
  total: z.number().int(),
  /** Cents of the customer's account credit the change's invoice uses. */
  creditUsed: z.number().int(),
  /** Cents of account credit the customer has left after the change's invoice. */
  creditLeft: z.number().int(),
  lines: z.array(z.object({ description: z.string(), amount: z.number().int() })),
  /** When a downgrade takes effect (unix seconds). */
  effectiveAt: z.number().int(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;
export const planChangePreviewRequestSchema = z.strictObject({ deviceUUID: deviceRefSchema, oldSubscriptionId: z.string().min(1).max(100) });

export const subscriptionEndpoints = {
  current: endpoint({
    method: 'GET',
    path: '/api/v2/subscriptions/current',
    tags: ['Subscriptions'],
    summary: "The signed-in user's live subscriptions, or one device's (its SuperOwner only)",
    query: currentSubscriptionsQuerySchema,
    success: { 200: subscriptionsResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  user: endpoint({
    method: 'GET',
    path: '/api/v2/subscriptions/user',
    tags: ['Subscriptions'],
    summary: "Every subscription of the user (the signed-in one), ended ones too, newest first",
    query: userSubscriptionsQuerySchema,
    success: { 200: subscriptionsResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/api/v2/subscriptions/:planId/subscribe',
    tags: ['Subscriptions'],
    summary: 'Buy a plan for a device, or change its plan (upgrade at once with proration, downgrade at the period end)',
    description: 'An Idempotency-Key header makes a repeated request (a double click) answer the first one.',
    params: subscribeParamsSchema,
    body: subscribeRequestSchema,
    success: { 200: purchaseResponseSchema },
    errors: [400, 401, 403, 404, 409, 429],
  }),
  previewChange: endpoint({
    method: 'POST',
    path: '/api/v2/subscriptions/:planId/preview',
    tags: ['Subscriptions'],
    summary: 'What changing the subscription to this plan would charge now, before it is confirmed',
    params: subscribeParamsSchema,
    body: planChangePreviewRequestSchema,
    success: { 200: planChangePreviewSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  pause: endpoint({
    method: 'PUT',
    path: '/api/v2/subscriptions/:id/pause',
    tags: ['Subscriptions'],
    summary: 'Pause collection until the resume date (not during a trial, a cancellation or a scheduled change)',
    description:
      "A pause that costs a fee charges it first. A 402 answers a charge that waits for the card holder's " +
      'authentication (paymentAction): nothing is paused yet; the same request with the same Idempotency-Key, ' +
      'repeated once the step is over, pauses the plan or says that nothing was charged.',
    params: subscriptionIdParamsSchema,
    body: pauseRequestSchema,
    success: { 200: successMessageSchema },
    errors: [400, 401, 402, 403, 404, 409],
  }),
  resume: endpoint({
    method: 'PUT',
    path: '/api/v2/subscriptions/:id/resume',
    tags: ['Subscriptions'],
    summary: 'Resume a paused subscription, or keep one that was set to cancel at the period end',
    params: subscriptionIdParamsSchema,
    success: { 200: successMessageSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  cancel: endpoint({
    method: 'PUT',
    path: '/api/v2/subscriptions/:id/cancel',
    tags: ['Subscriptions'],
    summary: 'Cancel at the end of the current period',
    params: subscriptionIdParamsSchema,
    success: { 200: successMessageSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  finishPayment: endpoint({
    method: 'POST',
    path: '/api/v2/subscriptions/:id/finish-payment',
    tags: ['Subscriptions'],
    summary:
      'After the card holder authenticated (or did not) the first payment of a purchase or the payment of an upgrade: the plan as it now stands',
    description:
      'A purchase whose payment did not go through (authentication failed or abandoned, or the card declined after it) is canceled, so nothing is bought; an upgrade whose payment did not go through keeps the old plan, its invoice voided: 400 with the reason.',
    params: subscriptionIdParamsSchema,
    success: { 200: subscriptionResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  undoScheduledChange: endpoint({
    method: 'DELETE',
    path: '/api/v2/subscriptions/:id/scheduled-change',
    tags: ['Subscriptions'],
    summary: 'Drop the plan change scheduled for the end of the period: the plan renews unchanged',
    params: subscriptionIdParamsSchema,
    success: { 200: successMessageSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  refund: endpoint({
    method: 'PUT',
    path: '/api/v2/subscriptions/:id/refund',
    tags: ['Subscriptions'],
    summary:
      'Cancel now with a refund of what was paid for the plan: within 14 days of its start, for a plan bought without a trial',
    params: subscriptionIdParamsSchema,
    success: { 200: successMessageSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
