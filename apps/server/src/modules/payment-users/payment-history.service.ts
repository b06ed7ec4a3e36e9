import type Stripe from 'stripe';
import {
  billingMessages,
  invoicePdfFileName,
  invoicePdfPath,
  type Currency,
  type Invoice,
  type PaymentHistoryItem,
} from '@lodestar/contract';
import type { Payments } from '../../adapters/payments/index.js';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import {
  fromProvider,
  idOf,
  type BillingRepository,
  type PaymentRecordRow,
  type PaymentRecordsRepository,
} from '../subscriptions/index.js';

export interface HistoryQuery {
  limit: number;
  starting_after?: string;
  ending_before?: string;
  deviceId?: string;
}

const itemOf = (row: PaymentRecordRow): PaymentHistoryItem => ({
  _id: row.id,
  id: row.id,
  invoice: row.invoiceId,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  description: row.description,
  created: row.created,
  deviceUUID: row.deviceUUID,
});

/** The invoice popup's figures (§3), from the provider's invoice. */
function invoiceAnswer(invoice: Stripe.Invoice, rates: Map<string, Stripe.TaxRate>): Invoice {
  const currency = invoice.currency as Currency;
  const rateOf = (id: string | null | undefined) => (id ? rates.get(id) : undefined);
  return {
    id: invoice.id!,
    number: invoice.number,
    created: invoice.created,
    currency,
    status: invoice.status,
    lines: {
      data: invoice.lines.data.map((line) => ({ description: line.description ?? '', amount: line.amount, currency })),
    },
    subtotal: invoice.subtotal,
    total_discount_amount: (invoice.total_discount_amounts ?? []).reduce((sum, discount) => sum + discount.amount, 0),
    default_tax_rates: invoice.default_tax_rates.map((rate) => ({
      display_name: rate.display_name,
      percentage: rate.percentage,
    })),
    total_taxes: (invoice.total_taxes ?? []).map((tax) => {
      const rate = rateOf(tax.tax_rate_details?.tax_rate);
      return { display_name: rate?.display_name ?? 'Tax', percentage: rate?.percentage ?? 0, amount: tax.amount };
    }),
    total: invoice.total,
    starting_balance: invoice.starting_balance,
    amount_due: invoice.amount_due,
    amount_paid: invoice.amount_paid,
    invoice_pdf: invoice.status === 'draft' ? null : invoicePdfPath(invoice.id!),
  };
}

/** A user's payments, paged by cursor newest first, and their invoices: only their own, whatever id is asked for. */
export function createPaymentHistoryService({
  payments,
  billing,
  records,
  seller,
}: {
  payments: Payments;
  billing: BillingRepository;
  records: PaymentRecordsRepository;
  /** Who the invoices are from: the product's name. */
  seller: string;
}) {
  const { stripe } = payments;

  /** A cursor must be one of the caller's payments; any other id is a 400. */
  async function cursor(caller: Caller, id: string | undefined) {
    if (!id) return undefined;
    const found = await records.find(caller.id, id);
    if (!found) throw new ValidationError(billingMessages.cursorNotFound);
    return found;
  }

  /** The caller's invoice as the popup shows it; anyone else's, or an unknown id, is not found. */
  async function ownInvoice(caller: Caller, id: string): Promise<{ invoice: Invoice; hostedPdf: string | null }> {
    const customer = await billing.customerOf(caller.id);
    const invoice = customer && (await fromProvider(() => stripe.invoices.retrieve(id)).catch(() => null));
    if (!customer || !invoice || idOf(invoice.customer) !== customer.customerId)
      throw new NotFoundError(billingMessages.invoiceNotFound);
    const rateIds = new Set(
      (invoice.total_taxes ?? [])
        .map((tax) => tax.tax_rate_details?.tax_rate)
        .filter((rate): rate is string => Boolean(rate)),
    );
    const rates = new Map<string, Stripe.TaxRate>();
    for (const rate of invoice.default_tax_rates) rates.set(rate.id, rate);
    for (const rateId of rateIds)
      if (!rates.has(rateId)) rates.set(rateId, await fromProvider(() => stripe.taxRates.retrieve(rateId)));
    return { invoice: invoiceAnswer(invoice, rates), hostedPdf: invoice.invoice_pdf ?? null };
  }

  return {
    async history(caller: Caller, query: HistoryQuery) {
      const { rows, hasMore } = await records.page({
        userId: caller.id,
        deviceRef: query.deviceId,
        limit: query.limit,
        after: await cursor(caller, query.starting_after),
        before: await cursor(caller, query.ending_before),
      });
      return { data: rows.map(itemOf), has_more: hasMore };
    },

    invoice: async (caller: Caller, id: string): Promise<{ invoice: Invoice }> => ({
      invoice: (await ownInvoice(caller, id)).invoice,
    }),

    /** Stripe's own PDF with Stripe; with the local provider, one made from the same figures as the JSON. */
    async invoicePdf(caller: Caller, id: string): Promise<{ fileName: string; body: Buffer }> {
      const { invoice, hostedPdf } = await ownInvoice(caller, id);
      if (!invoice.invoice_pdf) throw new NotFoundError(billingMessages.invoiceNotFound);
      const fileName = invoicePdfFileName(invoice);
      if (payments.provider === 'local') {
        return {
          fileName,
          body: await renderInvoicePdf(invoice, {
            seller,
            customer: { name: caller.name, email: caller.email, timeZone: caller.timezone },
          }),
        };
      }
      const file = hostedPdf ? await fetch(hostedPdf).catch(() => null) : null;
      if (!file?.ok) throw new ServiceUnavailableError(billingMessages.paymentProviderFailed);
      return { fileName, body: Buffer.from(await file.arrayBuffer()) };
    },
  };
}

export type PaymentHistoryService = ReturnType<typeof createPaymentHistoryService>;
