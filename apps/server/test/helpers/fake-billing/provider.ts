import Stripe from 'stripe';
import type { Currency } from '@lodestar/contract';
import type { ProviderPlan } from '../../../src/modules/subscriptions/provider-plans.js';
import {
  copy,
  DAY,
  declinedIntentObject,
  invoiceObject,
  invoicePaymentsOf,
  lineObject,
  priceObject,
  stripeObject,
  subscriptionObject,
} from './fixtures.js';

// The provider's side: a recorded, in-memory model of the Stripe calls the subscription operations make.

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
    paymentIntents: new Map<string, Stripe.PaymentIntent>(),
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

  /** The open first invoice of a subscription whose card declined it, with its PaymentIntent telling why. */
  function declinedFirstInvoice(subscription: Stripe.Subscription, amount: number): string {
    const intent = declinedIntentObject(nextId('pi'), cardDeclined().message);
    state.paymentIntents.set(intent.id, intent);
    const id = nextId('in');
    const invoice = invoiceObject({
      id,
      status: 'open',
      subscription: subscription.id,
      lines: [lineObject({ id: nextId('il'), amount, start: now(), end: now() + 30 * DAY })],
    });
    invoice.payments = invoicePaymentsOf(intent.id);
    state.invoices.set(id, invoice);
    return id;
  }

  /**
   * A new subscription: a trial, paid, or (a declining card) refused with `error_if_incomplete` and otherwise left
   * `incomplete` with its open first invoice, as Stripe's `allow_incomplete` leaves it.
   */
  function createSubscription(params: Stripe.SubscriptionCreateParams): Stripe.Subscription {
    const price = found(state.prices, 'price', params.items![0]!.price!);
    const method = params.default_payment_method ?? null;
    const trialEnd = params.trial_period_days ? now() + params.trial_period_days * DAY : null;
    const declined = !trialEnd && method !== null && state.decliningCards.has(method);
    if (declined && params.payment_behavior === 'error_if_incomplete') throw cardDeclined();
    const subscription = subscriptionObject({
      id: nextId('sub'),
      customer: params.customer!,
      price,
      status: trialEnd ? 'trialing' : declined ? 'incomplete' : 'active',
      start: now(),
      periodEnd: trialEnd ?? now() + 30 * DAY,
      trialEnd,
      defaultPaymentMethod: method,
      taxRates: Array.isArray(params.default_tax_rates) ? params.default_tax_rates : [],
      metadata: params.metadata as Stripe.Metadata,
    });
    if (declined) subscription.latest_invoice = declinedFirstInvoice(subscription, price.unit_amount ?? 0);
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
      retrieve: (id: string, params?: Stripe.InvoiceRetrieveParams) =>
        call('invoices.retrieve', { id, ...(params ? { params } : {}) }, () => found(state.invoices, 'invoice', id)),
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
    paymentIntents: {
      retrieve: (id: string) =>
        call('paymentIntents.retrieve', { id }, () => found(state.paymentIntents, 'payment_intent', id)),
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
