import Stripe from 'stripe';
import type { Currency } from '@lodestar/contract';
import type { ClaimsRepository } from '../../src/db/claims.js';
import type { PaymentCustomers } from '../../src/modules/payments/index.js';
import { unixNow, type BillingContext } from '../../src/modules/subscriptions/billing-context.js';
import type { CodeAttempts, CodeTyper } from '../../src/modules/subscriptions/code-attempts.js';
import { recurringOf } from '../../src/modules/subscriptions/plan-catalogue.js';
import { PLAN_ID_METADATA } from '../../src/modules/subscriptions/plans-sync.js';
import type { ProviderPlan, ProviderPlans, ProviderTaxRate } from '../../src/modules/subscriptions/provider-plans.js';
import type { SubscriptionMetadata } from '../../src/modules/subscriptions/subscription-sync.js';
import {
  LIVE_STATUSES,
  type DeviceSubscriptionRow,
  type SubscriptionsRepository,
} from '../../src/modules/subscriptions/subscriptions.repository.js';
import { FakeClock } from './fake-clock.js';

/*
 * A billing context for the subscription operations' unit tests: a hand-written model of the few provider calls they
 * make (recorded, answered from in-memory objects shaped like the SDK's), and in-memory fakes of Lodestar's side. The
 * integration tests (test/billing.*.test.ts) drive the real SDK against the local provider; these check the rules.
 */

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
const stripeObject = <T>(fields: Partial<T>): T => fields as T;
const copy = <T>(value: T): T => structuredClone(value);

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
// The provider

/** One call the code made to the provider: the SDK method, the object it names, its params and request options. */
export interface ProviderCall {
  method: string;
  id?: string;
  params?: unknown;
  options?: Stripe.RequestOptions;
}

/** A test's answer to a call; `model` runs the fake's own model of it (e.g. after a first attempt that failed). */
type Answer = (call: ProviderCall, model: () => unknown) => unknown;

const missing = (kind: string, id: string) =>
  new Stripe.errors.StripeInvalidRequestError({
    message: `No such ${kind}: '${id}'`,
    type: 'invalid_request_error',
    code: 'resource_missing',
    statusCode: 404,
  });

/** What a card the provider declines answers, as Stripe's test card 4000 0000 0000 0341 does. */
export const cardDeclined = () =>
  new Stripe.errors.StripeCardError({
    message: 'Your card was declined.',
    type: 'card_error',
    code: 'card_declined',
    statusCode: 402,
  });

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const subscriptionOfInvoice = (invoice: Stripe.Invoice) =>
  idOf(invoice.parent?.subscription_details?.subscription) ?? invoice.metadata?.subscription ?? null;

/**
 * The provider's objects in memory and the calls made to them. Each method does the little the code relies on (an
 * update merges, a cancel ends, a payment to a declining card throws the card error); `answer` replaces a method's
 * model for a test (a preview's figures, a provider that fails).
 */
export function createFakeProvider(now: () => number) {
  const calls: ProviderCall[] = [];
  const answers = new Map<string, Answer>();
  const state = {
    prices: new Map<string, Stripe.Price>(),
    subscriptions: new Map<string, Stripe.Subscription>(),
    schedules: new Map<string, Stripe.SubscriptionSchedule>(),
    customers: new Map<string, Stripe.Customer | Stripe.DeletedCustomer>(),
    paymentMethods: new Map<string, Stripe.PaymentMethod>(),
    invoices: new Map<string, Stripe.Invoice>(),
    promotionCodes: [] as Stripe.PromotionCode[],
    balanceTransactions: [] as Stripe.CustomerBalanceTransaction[],
    creditNotes: [] as Stripe.CreditNote[],
    /** Cards every charge to which is declined. */
    decliningCards: new Set<string>(),
  };
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${++counter}`;

  function call<T>(method: string, record: Omit<ProviderCall, 'method'>, model: () => T): Promise<T> {
    const entry: ProviderCall = { method, ...record };
    calls.push(entry);
    const answer = answers.get(method);
    return Promise.resolve().then(() => (answer ? (answer(entry, () => copy(model())) as T) : copy(model())));
  }

  /** A list call as the SDK answers it: a promise of the page that also pages itself. */
  function list<T>(method: string, record: Omit<ProviderCall, 'method'>, model: () => T[]) {
    const page = call(method, record, () => ({
      object: 'list' as const,
      data: model(),
      has_more: false,
      url: `/v1/${method}`,
    }));
    return Object.assign(page, {
      autoPagingToArray: async () => (await page).data,
      async *[Symbol.asyncIterator]() {
        yield* (await page).data;
      },
    });
  }

  const found = <T>(map: Map<string, T>, kind: string, id: string): T => {
    const value = map.get(id);
    if (!value) throw missing(kind, id);
    return value;
  };

  const itemOf = (subscription: Stripe.Subscription) => subscription.items.data[0]!;

  function updateSubscription(id: string, params: Stripe.SubscriptionUpdateParams): Stripe.Subscription {
    const subscription = found(state.subscriptions, 'subscription', id);
    if (params.metadata) subscription.metadata = { ...subscription.metadata, ...(params.metadata as Stripe.Metadata) };
    if (params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end;
    if (params.pause_collection !== undefined)
      subscription.pause_collection =
        params.pause_collection === ''
          ? null
          : stripeObject<Stripe.Subscription.PauseCollection>({ ...params.pause_collection });
    for (const item of params.items ?? []) {
      const target = subscription.items.data.find((existing) => existing.id === item.id);
      if (target && item.price) target.price = found(state.prices, 'price', item.price);
    }
    if (params.trial_end === 'now' && subscription.status === 'trialing')
      Object.assign(subscription, { status: 'active', trial_end: now() });
    return subscription;
  }

  function createSubscription(params: Stripe.SubscriptionCreateParams): Stripe.Subscription {
    const price = found(state.prices, 'price', params.items![0]!.price!);
    const method = params.default_payment_method ?? null;
    const trialEnd = params.trial_period_days ? now() + params.trial_period_days * DAY : null;
    if (!trialEnd && method && state.decliningCards.has(method)) throw cardDeclined();
    const subscription = subscriptionObject({
      id: nextId('sub'),
      customer: params.customer!,
      price,
      status: trialEnd ? 'trialing' : 'active',
      start: now(),
      periodEnd: trialEnd ?? now() + 30 * DAY,
      trialEnd,
      defaultPaymentMethod: method,
      taxRates: Array.isArray(params.default_tax_rates) ? params.default_tax_rates : [],
      metadata: params.metadata as Stripe.Metadata,
    });
    state.subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  function createSchedule(params: Stripe.SubscriptionScheduleCreateParams): Stripe.SubscriptionSchedule {
    const subscription = found(state.subscriptions, 'subscription', params.from_subscription!);
    const item = itemOf(subscription);
    const phase = stripeObject<Stripe.SubscriptionSchedule.Phase>({
      start_date: item.current_period_start,
      end_date: item.current_period_end,
      items: [stripeObject<Stripe.SubscriptionSchedule.Phase.Item>({ price: item.price.id, quantity: 1 })],
      metadata: {},
    });
    const schedule = stripeObject<Stripe.SubscriptionSchedule>({
      id: nextId('sub_sched'),
      object: 'subscription_schedule',
      subscription: subscription.id,
      customer: subscription.customer,
      status: 'active',
      end_behavior: 'release',
      phases: [phase],
      current_phase: { start_date: phase.start_date, end_date: phase.end_date },
    });
    state.schedules.set(schedule.id, schedule);
    subscription.schedule = schedule.id;
    return schedule;
  }

  function updateSchedule(id: string, params: Stripe.SubscriptionScheduleUpdateParams): Stripe.SubscriptionSchedule {
    const schedule = found(state.schedules, 'subscription_schedule', id);
    let start = schedule.phases[0]?.start_date ?? now();
    schedule.phases = (params.phases ?? []).map((phase) => {
      const startDate = typeof phase.start_date === 'number' ? phase.start_date : start;
      const endDate = typeof phase.end_date === 'number' ? phase.end_date : null;
      start = endDate ?? start;
      return stripeObject<Stripe.SubscriptionSchedule.Phase>({
        start_date: startDate,
        end_date: endDate!,
        items: (phase.items ?? []).map((item) =>
          stripeObject<Stripe.SubscriptionSchedule.Phase.Item>({ price: item.price!, quantity: item.quantity ?? 1 }),
        ),
        metadata: (phase.metadata ?? {}) as Stripe.Metadata,
      });
    });
    if (params.end_behavior) schedule.end_behavior = params.end_behavior;
    return schedule;
  }

  function createInvoice(params: Stripe.InvoiceCreateParams): Stripe.Invoice {
    const invoice = invoiceObject({
      id: nextId('in'),
      customer: params.customer!,
      currency: params.currency!,
      status: 'draft',
      lines: [],
      description: params.description ?? null,
      metadata: (params.metadata ?? {}) as Stripe.Metadata,
      defaultPaymentMethod: params.default_payment_method ?? null,
      taxRates: Array.isArray(params.default_tax_rates) ? params.default_tax_rates : [],
      created: now(),
    });
    state.invoices.set(invoice.id, invoice);
    return invoice;
  }

  /** Adds an item to its invoice; the model leaves taxes out of the totals. */
  function createInvoiceItem(params: Stripe.InvoiceItemCreateParams): Stripe.InvoiceItem {
    const invoice = found(state.invoices, 'invoice', params.invoice!);
    const line = lineObject({
      id: nextId('il'),
      amount: params.amount!,
      description: params.description ?? null,
      start: now(),
      end: now(),
    });
    invoice.lines.data.push(line);
    invoice.subtotal += line.amount;
    invoice.total += line.amount;
    return stripeObject<Stripe.InvoiceItem>({
      id: nextId('ii'),
      object: 'invoiceitem',
      amount: line.amount,
      invoice: invoice.id,
    });
  }

  function payInvoice(id: string): Stripe.Invoice {
    const invoice = found(state.invoices, 'invoice', id);
    const method = idOf(invoice.default_payment_method);
    if (method && state.decliningCards.has(method)) throw cardDeclined();
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.total, amount_remaining: 0 });
    return invoice;
  }

  function createCreditNote(params: Stripe.CreditNoteCreateParams): Stripe.CreditNote {
    const invoice = found(state.invoices, 'invoice', params.invoice);
    const credited = (params.refund_amount ?? 0) + (params.credit_amount ?? 0);
    invoice.post_payment_credit_notes_amount += credited;
    const note = stripeObject<Stripe.CreditNote>({
      id: nextId('cn'),
      object: 'credit_note',
      invoice: invoice.id,
      total: credited,
      memo: params.memo ?? null,
    });
    state.creditNotes.push(note);
    return note;
  }

  const stripe = {
    subscriptions: {
      retrieve: (id: string, params?: Stripe.SubscriptionRetrieveParams) =>
        call('subscriptions.retrieve', { id, ...(params ? { params } : {}) }, () => {
          const subscription = found(state.subscriptions, 'subscription', id);
          const expand = params?.expand?.includes('schedule') && typeof subscription.schedule === 'string';
          return expand
            ? { ...subscription, schedule: state.schedules.get(subscription.schedule as string) ?? null }
            : subscription;
        }),
      update: (id: string, params: Stripe.SubscriptionUpdateParams, options?: Stripe.RequestOptions) =>
        call('subscriptions.update', { id, params, ...(options ? { options } : {}) }, () =>
          updateSubscription(id, params),
        ),
      cancel: (id: string) =>
        call('subscriptions.cancel', { id }, () =>
          Object.assign(found(state.subscriptions, 'subscription', id), {
            status: 'canceled',
            ended_at: now(),
            canceled_at: now(),
          }),
        ),
      create: (params: Stripe.SubscriptionCreateParams, options?: Stripe.RequestOptions) =>
        call('subscriptions.create', { params, ...(options ? { options } : {}) }, () => createSubscription(params)),
    },
    subscriptionSchedules: {
      create: (params: Stripe.SubscriptionScheduleCreateParams, options?: Stripe.RequestOptions) =>
        call('subscriptionSchedules.create', { params, ...(options ? { options } : {}) }, () => createSchedule(params)),
      update: (id: string, params: Stripe.SubscriptionScheduleUpdateParams, options?: Stripe.RequestOptions) =>
        call('subscriptionSchedules.update', { id, params, ...(options ? { options } : {}) }, () =>
          updateSchedule(id, params),
        ),
      release: (id: string) =>
        call('subscriptionSchedules.release', { id }, () => {
          const schedule = found(state.schedules, 'subscription_schedule', id);
          schedule.status = 'released';
          const subscription = state.subscriptions.get(idOf(schedule.subscription)!);
          if (subscription) subscription.schedule = null;
          return schedule;
        }),
    },
    invoices: {
      createPreview: (params: Stripe.InvoiceCreatePreviewParams) =>
        call('invoices.createPreview', { params }, (): Stripe.Invoice => {
          throw new Error('the fake provider has no model of previews: answer invoices.createPreview in the test');
        }),
      list: (params: Stripe.InvoiceListParams) =>
        list('invoices.list', { params }, () =>
          [...state.invoices.values()].filter(
            (invoice) =>
              (!params.customer || idOf(invoice.customer) === params.customer) &&
              (!params.subscription || subscriptionOfInvoice(invoice) === params.subscription) &&
              (!params.status || invoice.status === params.status),
          ),
        ),
      listLineItems: (id: string, params?: Stripe.InvoiceListLineItemsParams) =>
        list(
          'invoices.listLineItems',
          { id, ...(params ? { params } : {}) },
          () => found(state.invoices, 'invoice', id).lines.data,
        ),
      create: (params: Stripe.InvoiceCreateParams, options?: Stripe.RequestOptions) =>
        call('invoices.create', { params, ...(options ? { options } : {}) }, () => createInvoice(params)),
      finalizeInvoice: (id: string, params?: Stripe.InvoiceFinalizeInvoiceParams, options?: Stripe.RequestOptions) =>
        call('invoices.finalizeInvoice', { id, ...(params ? { params } : {}), ...(options ? { options } : {}) }, () => {
          const invoice = found(state.invoices, 'invoice', id);
          return Object.assign(invoice, {
            status: 'open',
            number: `INV-${String(++counter).padStart(4, '0')}`,
            amount_due: invoice.total,
            amount_remaining: invoice.total,
          });
        }),
      pay: (id: string, params?: Stripe.InvoicePayParams, options?: Stripe.RequestOptions) =>
        call('invoices.pay', { id, ...(params ? { params } : {}), ...(options ? { options } : {}) }, () =>
          payInvoice(id),
        ),
      voidInvoice: (id: string, params?: Stripe.InvoiceVoidInvoiceParams, options?: Stripe.RequestOptions) =>
        call('invoices.voidInvoice', { id, ...(params ? { params } : {}), ...(options ? { options } : {}) }, () =>
          Object.assign(found(state.invoices, 'invoice', id), { status: 'void' }),
        ),
    },
    invoiceItems: {
      create: (params: Stripe.InvoiceItemCreateParams, options?: Stripe.RequestOptions) =>
        call('invoiceItems.create', { params, ...(options ? { options } : {}) }, () => createInvoiceItem(params)),
    },
    creditNotes: {
      create: (params: Stripe.CreditNoteCreateParams, options?: Stripe.RequestOptions) =>
        call('creditNotes.create', { params, ...(options ? { options } : {}) }, () => createCreditNote(params)),
    },
    customers: {
      retrieve: (id: string) => call('customers.retrieve', { id }, () => found(state.customers, 'customer', id)),
      listBalanceTransactions: (id: string, params?: Stripe.CustomerListBalanceTransactionsParams) =>
        list('customers.listBalanceTransactions', { id, ...(params ? { params } : {}) }, () =>
          state.balanceTransactions.filter((adjustment) => idOf(adjustment.customer) === id),
        ),
      createBalanceTransaction: (
        id: string,
        params: Stripe.CustomerCreateBalanceTransactionParams,
        options?: Stripe.RequestOptions,
      ) =>
        call('customers.createBalanceTransaction', { id, params, ...(options ? { options } : {}) }, () => {
          const adjustment = stripeObject<Stripe.CustomerBalanceTransaction>({
            id: nextId('cbtxn'),
            object: 'customer_balance_transaction',
            customer: id,
            amount: params.amount,
            currency: params.currency,
            description: params.description ?? null,
            metadata: (params.metadata ?? null) as Stripe.Metadata | null,
          });
          state.balanceTransactions.push(adjustment);
          return adjustment;
        }),
    },
    paymentMethods: {
      retrieve: (id: string) =>
        call('paymentMethods.retrieve', { id }, () => found(state.paymentMethods, 'payment_method', id)),
    },
    promotionCodes: {
      list: (params: Stripe.PromotionCodeListParams) =>
        list('promotionCodes.list', { params }, () =>
          state.promotionCodes.filter(
            (promotion) =>
              promotion.code === params.code && (params.active === undefined || promotion.active === params.active),
          ),
        ),
    },
  };

  return {
    /** The SDK as the code sees it: only the methods modelled here exist. */
    stripe: stripe as unknown as Stripe,
    state,
    calls,
    /** The methods called, in order. */
    methods: () => calls.map((entry) => entry.method),
    callsOf: (method: string) => calls.filter((entry) => entry.method === method),
    /** Answers `method` with `answer` (which may throw) instead of the model. */
    answer(method: string, answer: Answer) {
      answers.set(method, answer);
    },
    addPrices(plan: ProviderPlan) {
      for (const currency of Object.keys(plan.prices) as Currency[])
        state.prices.set(plan.prices[currency]!.id, priceObject(plan, currency));
    },
    addCustomer(id: string, defaultPaymentMethod: string | null) {
      state.customers.set(
        id,
        stripeObject<Stripe.Customer>({
          id,
          object: 'customer',
          invoice_settings: stripeObject<Stripe.Customer.InvoiceSettings>({
            default_payment_method: defaultPaymentMethod,
          }),
          metadata: {},
        }),
      );
    },
    addPaymentMethod(id: string, customer: string | null) {
      state.paymentMethods.set(
        id,
        stripeObject<Stripe.PaymentMethod>({ id, object: 'payment_method', type: 'card', customer }),
      );
    },
  };
}

export type FakeProvider = ReturnType<typeof createFakeProvider>;

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

// ---------------------------------------------------------------------------------------------------------------
// Lodestar's side

/** A device's plan columns, as `setDevicePlanState` and `acceptTerms` write them. */
export interface FakeDevice {
  deviceUUID: string;
  name: string;
  subscriptionStatus: 'Active' | 'Suspended' | 'Inactive';
  esimStatus: 'Active' | 'Inactive';
  paymentIssue: 'past_due' | 'unpaid' | null;
  isTrialAvailed: boolean;
  isTermsAccepted: boolean;
}

type PlanState = Parameters<SubscriptionsRepository['setDevicePlanState']>[1];

const refundRequested = (row: DeviceSubscriptionRow) =>
  row.status === 'canceled' && (row.provider.metadata as Partial<SubscriptionMetadata>)?.refund === 'requested';

/** The subscriptions repository's rows and devices in memory, with the calls the operations make. */
export function createFakeSubscriptionsRepository(clock: FakeClock) {
  const rows = new Map<string, DeviceSubscriptionRow>();
  const devices = new Map<string, FakeDevice>();
  /** Every `setDevicePlanState`, in order. */
  const planStates: { deviceId: string; state: PlanState }[] = [];
  const deviceOf = (deviceId: string) => {
    const device = devices.get(deviceId);
    if (!device) throw new Error(`the fake repository has no device ${deviceId}`);
    return device;
  };
  const newestFirst = (list: DeviceSubscriptionRow[]) =>
    list.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

  const repository: Pick<
    SubscriptionsRepository,
    | 'subscription'
    | 'subscriptionsOfUser'
    | 'liveSubscriptionsOfDevice'
    | 'upsertSubscription'
    | 'setDevicePlanState'
    | 'acceptTerms'
    | 'refundedBefore'
  > = {
    async subscription(id) {
      return rows.get(id);
    },
    async subscriptionsOfUser(userId, options = {}) {
      return newestFirst(
        [...rows.values()].filter(
          (row) =>
            row.userId === userId &&
            (!options.deviceId || row.deviceId === options.deviceId) &&
            (!options.liveOnly || row.live),
        ),
      );
    },
    async liveSubscriptionsOfDevice(deviceId) {
      return [...rows.values()].filter((row) => row.deviceId === deviceId && row.live);
    },
    async upsertSubscription(values) {
      const before = rows.get(values.id);
      if (before && before.syncedAt > values.syncedAt) return false;
      const device = deviceOf(values.deviceId);
      rows.set(values.id, {
        paidCycles: 0,
        paidThrough: null,
        schedule: null,
        ...values,
        createdAt: before?.createdAt ?? clock.now(),
        deviceUUID: device.deviceUUID,
        deviceName: device.name,
      } as DeviceSubscriptionRow);
      return true;
    },
    async setDevicePlanState(deviceId, state) {
      planStates.push({ deviceId, state });
      Object.assign(deviceOf(deviceId), {
        subscriptionStatus: state.subscriptionStatus,
        esimStatus: state.esimStatus,
        paymentIssue: state.paymentIssue,
        ...(state.trialUsed ? { isTrialAvailed: true } : {}),
      });
    },
    async acceptTerms(deviceId) {
      deviceOf(deviceId).isTermsAccepted = true;
    },
    async refundedBefore(row) {
      return [...rows.values()].some(
        (other) =>
          other.userId === row.userId &&
          other.deviceId === row.deviceId &&
          other.id !== row.id &&
          refundRequested(other),
      );
    },
  };
  return {
    repository: repository as SubscriptionsRepository,
    rows,
    devices,
    planStates,
    addDevice(id: string, device: Partial<FakeDevice> & Pick<FakeDevice, 'deviceUUID' | 'name'>) {
      devices.set(id, {
        subscriptionStatus: 'Inactive',
        esimStatus: 'Inactive',
        paymentIssue: null,
        isTrialAvailed: false,
        isTermsAccepted: false,
        ...device,
      });
    },
  };
}

/** The claims table in memory: leases that lapse on the fake clock, and claims for good; each operation logged. */
export function createFakeClaims(clock: FakeClock) {
  const held = new Map<string, { holder: string; heldUntil: number | null }>();
  const log: string[] = [];
  const claims: ClaimsRepository = {
    async lease(key, holder, seconds) {
      log.push(`lease ${key}`);
      const current = held.get(key);
      if (current && (current.heldUntil === null || current.heldUntil > clock.now().getTime())) return false;
      held.set(key, { holder, heldUntil: clock.now().getTime() + seconds * 1000 });
      return true;
    },
    async endLease(key, holder) {
      log.push(`endLease ${key}`);
      const current = held.get(key);
      if (current?.holder === holder && current.heldUntil !== null) held.delete(key);
    },
    async claimForGood(key, holder) {
      log.push(`claimForGood ${key}`);
      if (!held.has(key)) held.set(key, { holder, heldUntil: null });
      return held.get(key)!.holder;
    },
    async release(key, holder) {
      log.push(`release ${key}`);
      if (held.get(key)?.holder === holder) held.delete(key);
    },
  };
  return { claims, held, log };
}

/** The plans and tax rates the provider holds, without its list calls. */
export function createFakePlans(plans: ProviderPlan[], taxRates: Record<string, ProviderTaxRate>): ProviderPlans {
  return {
    all: async () => plans,
    byId: async (planId) => plans.find((plan) => plan.planId === planId),
    byPriceId: async (priceId) =>
      plans.find((plan) => Object.values(plan.prices).some((price) => price.id === priceId)),
    taxRateFor: async (country) => (country ? (taxRates[country] ?? null) : null),
    forget: () => {},
  };
}

type CustomerRow = Awaited<ReturnType<PaymentCustomers['ensure']>>;

/** Each user's customer (one per user, its currency fixed by the first plan), in memory. */
export function createFakeCustomers(clock: FakeClock) {
  const rows = new Map<string, CustomerRow>();
  const customers: PaymentCustomers = {
    async ensure(user) {
      const known = rows.get(user.id);
      if (!known) throw new Error(`the fake customers have none for ${user.id}: add one in the test`);
      return known;
    },
    of: async (userId) => rows.get(userId),
    async fixCurrency(userId, currency) {
      const row = rows.get(userId);
      if (row && row.currency === null) row.currency = currency;
    },
  };
  return {
    customers,
    rows,
    add(userId: string, customerId: string, currency: Currency | null = null) {
      rows.set(userId, { userId, customerId, currency, createdAt: clock.now() });
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The context

export interface FakeBillingOptions {
  now?: Date;
  plans?: ProviderPlan[];
  taxRates?: Record<string, ProviderTaxRate>;
}

/**
 * A billing context on fakes, with the device DEVICE and the customer CUSTOMER of USER (no default card unless
 * added). `syncSubscription` records the ids it is asked for and stores the provider's subscription as the row (its
 * plan from the price, paid cycles as the row had them) without the real sync's device policy, which
 * subscription-sync.test.ts covers on its own.
 */
export function createFakeBillingContext(options: FakeBillingOptions = {}) {
  const clock = clockAt(options.now ?? START);
  const now = () => unixNow(clock);
  const provider = createFakeProvider(now);
  const subscriptions = createFakeSubscriptionsRepository(clock);
  const claims = createFakeClaims(clock);
  const customers = createFakeCustomers(clock);
  const plans = options.plans ?? [];
  for (const plan of plans) provider.addPrices(plan);
  const codeTypers: CodeTyper[] = [];
  const codeAttempts: CodeAttempts = {
    async lookUp(typer, lookup) {
      codeTypers.push(typer);
      return lookup();
    },
  };
  const synced: string[] = [];

  subscriptions.addDevice(DEVICE.id, { deviceUUID: DEVICE.deviceUUID, name: DEVICE.name });
  customers.add(USER, CUSTOMER);
  provider.addCustomer(CUSTOMER, null);

  async function syncSubscription(id: string): Promise<DeviceSubscriptionRow | undefined> {
    synced.push(id);
    const subscription = provider.state.subscriptions.get(id);
    const { userId, deviceId } = (subscription?.metadata ?? {}) as Partial<SubscriptionMetadata>;
    if (!subscription || !userId || !deviceId) return undefined;
    const before = subscriptions.rows.get(id);
    const schedule =
      typeof subscription.schedule === 'string' ? (provider.state.schedules.get(subscription.schedule) ?? null) : null;
    await subscriptions.repository.upsertSubscription({
      id,
      userId,
      deviceId,
      planId: subscription.items.data[0]!.price.metadata[PLAN_ID_METADATA]!,
      status: subscription.status,
      provider: copy({ ...subscription, schedule: schedule?.id ?? null }),
      schedule: schedule && copy(schedule),
      paidCycles: before?.paidCycles ?? 0,
      paidThrough: before?.paidThrough ?? null,
      live: (LIVE_STATUSES as readonly string[]).includes(subscription.status),
      syncedAt: clock.now().getTime(),
    });
    return subscriptions.rows.get(id);
  }

  const ctx: BillingContext = {
    stripe: provider.stripe,
    subscriptions: subscriptions.repository,
    claims: claims.claims,
    codeAttempts,
    plans: createFakePlans(plans, options.taxRates ?? {}),
    customers: customers.customers,
    syncSubscription,
    clock,
    providerNow: async () => now(),
  };

  /**
   * A subscription of USER's DEVICE at the provider, and Lodestar's row of it as the last sync left it (paid cycles
   * and the schedule as given).
   */
  function givenSubscription(
    fixture: Omit<SubscriptionFixture, 'price'> & { plan: ProviderPlan; currency?: Currency },
    row: {
      paidCycles?: number;
      paidThrough?: number | null;
      schedule?: Stripe.SubscriptionSchedule | null;
      userId?: string;
      deviceId?: string;
    } = {},
  ): DeviceSubscriptionRow {
    const userId = row.userId ?? USER;
    const deviceId = row.deviceId ?? DEVICE.id;
    const subscription = subscriptionObject({
      ...fixture,
      price: priceObject(fixture.plan, fixture.currency ?? 'usd'),
      metadata: { userId, deviceId, planType: fixture.plan.type, ...fixture.metadata },
    });
    provider.state.subscriptions.set(subscription.id, subscription);
    const device = subscriptions.devices.get(deviceId)!;
    const stored: DeviceSubscriptionRow = {
      id: subscription.id,
      userId,
      deviceId,
      planId: fixture.plan.planId,
      status: subscription.status,
      provider: copy({ ...subscription, schedule: fixture.schedule ?? null }),
      schedule: row.schedule ?? null,
      paidCycles: row.paidCycles ?? 0,
      paidThrough: row.paidThrough ?? null,
      live: (LIVE_STATUSES as readonly string[]).includes(subscription.status),
      syncedAt: clock.now().getTime(),
      createdAt: clock.now(),
      deviceUUID: device.deviceUUID,
      deviceName: device.name,
    };
    subscriptions.rows.set(stored.id, stored);
    return copy(stored);
  }

  function givenInvoice(fixture: InvoiceFixture): Stripe.Invoice {
    const invoice = invoiceObject(fixture);
    provider.state.invoices.set(invoice.id, invoice);
    return copy(invoice);
  }

  return {
    ctx,
    clock,
    now,
    provider,
    subscriptions,
    claims,
    customers,
    codeTypers,
    synced,
    givenSubscription,
    givenInvoice,
  };
}

export type FakeBilling = ReturnType<typeof createFakeBillingContext>;

/** The error a promise rejects with, or null when it resolves. */
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
