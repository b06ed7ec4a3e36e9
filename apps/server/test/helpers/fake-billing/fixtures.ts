import Stripe from 'stripe';
import type { Currency } from '@lodestar/contract';
import { recurringOf } from '../../../src/modules/subscriptions/plan-catalogue.js';
import { PLAN_ID_METADATA } from '../../../src/modules/subscriptions/plans-sync.js';
import type { ProviderPlan } from '../../../src/modules/subscriptions/provider-plans.js';
import { FakeClock } from '../fake-clock.js';

// The fixed clock, account, device and the plan, price, subscription and invoice objects the fakes answer with.

export const DAY = 24 * 3600;
/** 1 March 2027, midnight UTC: where every fake context's clock starts. */
export const START = new Date(Date.UTC(2027, 2, 1));
export const USER = 'user-1';
export const CUSTOMER = 'cus_1';
export const DEVICE = { id: 'device-1', deviceUUID: 'GPS-0001', name: 'Van' };

/** A FakeClock set to `at`. */
export function clockAt(at: Date): FakeClock {
  const clock = new FakeClock();
  clock.advance(at.getTime() - clock.now().getTime());
  return clock;
}

/** An SDK object from the fields a test cares about; the SDK's type checks their names. */
export const stripeObject = <T>(fields: Partial<T>): T => fields as T;
export const copy = <T>(value: T): T => structuredClone(value);

// ---------------------------------------------------------------------------------------------------------------
// Plans

export interface PlanFixture {
  planId: string;
  name?: string;
  type?: ProviderPlan['type'];
  duration?: ProviderPlan['duration'];
  frequencyDays?: number;
  freeTrialDays?: number;
  /** Cents per period, by currency. */
  prices: Partial<Record<Currency, number>>;
  /** The monthly fee of a pause, by currency. */
  pauseFees?: Partial<Record<Currency, number>>;
  pauseDeduction?: ProviderPlan['pauseDeduction'];
}

const NOMINAL_DAYS: Record<ProviderPlan['duration'], number> = {
  monthly: 30,
  quarterly: 90,
  'six-months': 180,
  yearly: 365,
  'bi-yearly': 730,
  days: 30,
};

export const priceIdOf = (planId: string, currency: Currency) => `price_${planId}_${currency}`;

/** A plan as the provider's products and prices describe it. */
export function planOf(fixture: PlanFixture): ProviderPlan {
  const duration = fixture.duration ?? 'monthly';
  const currencies = Object.keys(fixture.prices) as Currency[];
  return {
    planId: fixture.planId,
    name: fixture.name ?? fixture.planId,
    description: '',
    type: fixture.type ?? 'product',
    deviceType: 'shield_gps',
    duration,
    frequencyDays: fixture.frequencyDays ?? NOMINAL_DAYS[duration],
    freeTrialDays: fixture.freeTrialDays ?? 0,
    mostPopular: false,
    bestValue: false,
    features: [],
    pauseDeduction: fixture.pauseDeduction ?? { active: false, days: 0 },
    productId: `lodestar_${fixture.planId}`,
    prices: Object.fromEntries(
      currencies.map((currency) => [
        currency,
        {
          id: priceIdOf(fixture.planId, currency),
          unitAmount: fixture.prices[currency]!,
          pauseDeductionAmount: fixture.pauseFees?.[currency] ?? 0,
        },
      ]),
    ),
  };
}

/** The provider's price of a plan in a currency, as `plans:sync` makes it. */
export function priceObject(plan: ProviderPlan, currency: Currency): Stripe.Price {
  const price = plan.prices[currency]!;
  return stripeObject<Stripe.Price>({
    id: price.id,
    object: 'price',
    active: true,
    currency,
    unit_amount: price.unitAmount,
    product: plan.productId,
    lookup_key: `${plan.planId}_${currency}`,
    recurring: stripeObject<Stripe.Price.Recurring>(recurringOf(plan)),
    metadata: { [PLAN_ID_METADATA]: plan.planId, pause_deduction_amount: String(price.pauseDeductionAmount) },
    type: 'recurring',
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Provider objects

export interface SubscriptionFixture {
  id: string;
  customer?: string;
  price: Stripe.Price;
  status?: Stripe.Subscription.Status;
  /** When it began (`start_date`). */
  start: number;
  periodStart?: number;
  periodEnd: number;
  trialEnd?: number | null;
  defaultPaymentMethod?: string | null;
  cancelAtPeriodEnd?: boolean;
  pauseCollection?: { behavior: 'void'; resumes_at: number } | null;
  schedule?: string | null;
  taxRates?: string[];
  metadata?: Stripe.Metadata;
}

export function subscriptionObject(fixture: SubscriptionFixture): Stripe.Subscription {
  const periodStart = fixture.periodStart ?? fixture.start;
  return stripeObject<Stripe.Subscription>({
    id: fixture.id,
    object: 'subscription',
    customer: fixture.customer ?? CUSTOMER,
    status: fixture.status ?? 'active',
    currency: fixture.price.currency,
    created: fixture.start,
    start_date: fixture.start,
    trial_start: fixture.trialEnd ? fixture.start : null,
    trial_end: fixture.trialEnd ?? null,
    cancel_at_period_end: fixture.cancelAtPeriodEnd ?? false,
    canceled_at: null,
    ended_at: null,
    pause_collection: fixture.pauseCollection
      ? stripeObject<Stripe.Subscription.PauseCollection>(fixture.pauseCollection)
      : null,
    pending_update: null,
    schedule: fixture.schedule ?? null,
    default_payment_method: fixture.defaultPaymentMethod ?? null,
    default_tax_rates: (fixture.taxRates ?? []).map((id) => stripeObject<Stripe.TaxRate>({ id, object: 'tax_rate' })),
    metadata: fixture.metadata ?? {},
    items: stripeObject<Stripe.ApiList<Stripe.SubscriptionItem>>({
      object: 'list',
      has_more: false,
      data: [
        stripeObject<Stripe.SubscriptionItem>({
          id: `si_${fixture.id}`,
          object: 'subscription_item',
          price: fixture.price,
          quantity: 1,
          current_period_start: periodStart,
          current_period_end: fixture.periodEnd,
        }),
      ],
    }),
  });
}

export function lineObject(line: {
  id: string;
  amount: number;
  description?: string | null;
  start: number;
  end: number;
}): Stripe.InvoiceLineItem {
  return stripeObject<Stripe.InvoiceLineItem>({
    id: line.id,
    object: 'line_item',
    amount: line.amount,
    description: line.description ?? null,
    quantity: 1,
    period: { start: line.start, end: line.end },
  });
}

export interface InvoiceFixture {
  id: string;
  customer?: string;
  currency?: string;
  status: Stripe.Invoice.Status;
  /** The subscription it bills (its parent); a one-off invoice names it in its metadata instead. */
  subscription?: string;
  lines: Stripe.InvoiceLineItem[];
  /** Defaults to the lines' sum. */
  total?: number;
  /** What was paid (card and balance alike count in Stripe's `amount_paid`); defaults to none. */
  amountPaid?: number;
  number?: string;
  description?: string | null;
  metadata?: Stripe.Metadata;
  defaultPaymentMethod?: string | null;
  taxRates?: string[];
  creditedBefore?: number;
  created?: number;
}

export function invoiceObject(fixture: InvoiceFixture): Stripe.Invoice {
  const subtotal = fixture.lines.reduce((sum, line) => sum + line.amount, 0);
  const total = fixture.total ?? subtotal;
  return stripeObject<Stripe.Invoice>({
    id: fixture.id,
    object: 'invoice',
    customer: fixture.customer ?? CUSTOMER,
    currency: fixture.currency ?? 'usd',
    status: fixture.status,
    number: fixture.number ?? null,
    description: fixture.description ?? null,
    created: fixture.created ?? 0,
    subtotal,
    total,
    amount_due: total,
    starting_balance: 0,
    amount_paid: fixture.amountPaid ?? 0,
    amount_remaining: total - (fixture.amountPaid ?? 0),
    post_payment_credit_notes_amount: fixture.creditedBefore ?? 0,
    default_payment_method: fixture.defaultPaymentMethod ?? null,
    default_tax_rates: (fixture.taxRates ?? []).map((id) => stripeObject<Stripe.TaxRate>({ id, object: 'tax_rate' })),
    metadata: fixture.metadata ?? {},
    parent: fixture.subscription
      ? stripeObject<Stripe.Invoice.Parent>({
          type: 'subscription_details',
          subscription_details: stripeObject<Stripe.Invoice.Parent.SubscriptionDetails>({
            subscription: fixture.subscription,
          }),
        })
      : null,
    lines: stripeObject<Stripe.ApiList<Stripe.InvoiceLineItem>>({
      object: 'list',
      has_more: false,
      data: fixture.lines,
    }),
  });
}

/** A PaymentIntent a declining card left wanting another payment method, with the card's message. */
export function declinedIntentObject(id: string, message: string): Stripe.PaymentIntent {
  return stripeObject<Stripe.PaymentIntent>({
    id,
    object: 'payment_intent',
    status: 'requires_payment_method',
    client_secret: `${id}_secret`,
    last_payment_error: stripeObject<Stripe.PaymentIntent.LastPaymentError>({
      type: 'card_error',
      code: 'card_declined',
      message,
    }),
  });
}

/** An invoice's `payments` (Stripe answers them only when expanded): its one default payment, by this intent. */
export function invoicePaymentsOf(intentId: string): Stripe.ApiList<Stripe.InvoicePayment> {
  return stripeObject<Stripe.ApiList<Stripe.InvoicePayment>>({
    object: 'list',
    data: [
      stripeObject<Stripe.InvoicePayment>({
        is_default: true,
        payment: stripeObject<Stripe.InvoicePayment.Payment>({ type: 'payment_intent', payment_intent: intentId }),
      }),
    ],
  });
}
