import type Stripe from 'stripe';
import {
  billingMessages,
  currencySchema,
  type AccountCredit,
  type CreditMovement,
  type Currency,
} from '@lodestar/contract';
import { ValidationError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import { behindPayerGate, type PayerGate } from './payer-gate.js';
import type { PaymentCustomers } from './payment-customers.js';
import { paymentContext, type RecorderDeps } from './payment-recorder.js';
import { fromProvider } from './provider-errors.js';
import { idOf } from './provider-ids.js';

export interface CreditQuery {
  limit: number;
  starting_after?: string;
}

/** Stripe's ledger entry, as the customer reads it: what kind of movement, in their words. */
function kindOf(entry: Stripe.CustomerBalanceTransaction, invoice: Stripe.Invoice | undefined): CreditMovement['kind'] {
  // An invoice below zero (a change's unused time) makes credit; any other uses credit, or collects an amount owed.
  if (entry.type === 'applied_to_invoice')
    return invoice && invoice.total < 0 ? 'created' : entry.amount > 0 ? 'used' : 'collected';
  if (entry.type === 'unapplied_from_invoice') return 'returned';
  if (entry.type === 'credit_note') return 'refunded';
  return 'adjusted';
}

function describe(kind: CreditMovement['kind'], what: string | undefined, number: string | null, note: string | null) {
  const invoice = number ? ` (invoice ${number})` : '';
  switch (kind) {
    case 'created':
      return `Unused time: ${what ?? 'plan change'}${invoice}`;
    case 'used':
      return `Used for ${what ?? 'a payment'}${invoice}`;
    case 'collected':
      return `Amount owed, paid with ${what ?? 'a payment'}${invoice}`;
    case 'returned':
      return `Given back: invoice ${number ?? ''} was voided`.trim();
    case 'refunded':
      return `Refunded to your credit: ${what ?? 'a payment'}${invoice}`;
    case 'adjusted':
      return note ?? 'Adjustment';
  }
}

/**
 * The account's credit (the provider's customer balance: negative is credit) and its ledger, newest first, each
 * movement saying what it came from or what used it. Only the caller's own: a cursor of another customer's ledger is
 * refused; for payers only.
 */
export function createAccountCreditService(
  deps: RecorderDeps & { customers: Pick<PaymentCustomers, 'of'>; payer: PayerGate },
) {
  const { stripe, customers, payer } = deps;

  async function movementOf(
    entry: Stripe.CustomerBalanceTransaction,
    invoices: Map<string, Stripe.Invoice>,
  ): Promise<CreditMovement> {
    const invoiceId = idOf(entry.invoice);
    let invoice = invoiceId ? invoices.get(invoiceId) : undefined;
    if (invoiceId && !invoice) {
      invoice = await fromProvider(() => stripe.invoices.retrieve(invoiceId));
      invoices.set(invoiceId, invoice);
    }
    const kind = kindOf(entry, invoice);
    const what = invoice ? (await paymentContext(deps, invoice, 'payment'))?.description : undefined;
    return {
      id: entry.id,
      kind,
      amount: -entry.amount,
      currency: entry.currency as Currency,
      description: describe(kind, what, invoice?.number ?? null, entry.description),
      invoice: invoiceId,
      invoiceNumber: invoice?.number ?? null,
      creditAfter: -entry.ending_balance,
      created: entry.created,
    };
  }

  return behindPayerGate(payer, {
    async credit(caller: Caller, query: CreditQuery): Promise<Payload<AccountCredit>> {
      const known = await customers.of(caller.id);
      if (!known) return { credit: 0, owed: 0, currency: null, movements: [], has_more: false };
      const customerId = known.customerId;
      if (query.starting_after) {
        const cursor = query.starting_after;
        await fromProvider(() => stripe.customers.retrieveBalanceTransaction(customerId, cursor)).catch(() => {
          throw new ValidationError(billingMessages.cursorNotFound);
        });
      }
      const customer = await fromProvider(() => stripe.customers.retrieve(customerId));
      const live = 'deleted' in customer ? null : customer;
      const page = await fromProvider(() =>
        stripe.customers.listBalanceTransactions(customerId, {
          limit: query.limit,
          ...(query.starting_after ? { starting_after: query.starting_after } : {}),
        }),
      );
      const invoices = new Map<string, Stripe.Invoice>();
      const movements: CreditMovement[] = [];
      for (const entry of page.data) movements.push(await movementOf(entry, invoices));
      return {
        credit: Math.max(0, -(live?.balance ?? 0)),
        owed: Math.max(0, live?.balance ?? 0),
        // Credit given before the first plan fixed the account's currency is in the customer's own.
        currency: known.currency ?? currencySchema.safeParse(live?.currency).data ?? null,
        movements,
        has_more: page.has_more,
      };
    },
  });
}

export type AccountCreditService = ReturnType<typeof createAccountCreditService>;
