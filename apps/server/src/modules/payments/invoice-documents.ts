import { billingMessages, creditNotePdfFileName, invoicePdfFileName, type Invoice } from '@lodestar/contract';
import type { Payments } from '../../adapters/payments/index.js';
import { NotFoundError, ServiceUnavailableError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import { creditNoteFigures, invoiceAnswer, type InvoiceParties } from './invoice-answer.js';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.js';
import type { PaymentCustomers } from './payment-customers.js';
import { fromProvider } from './provider-errors.js';
import { idOf } from './provider-ids.js';

/** Stripe's hosted file of an invoice or credit note. */
async function hostedFile(url: string | null): Promise<Buffer> {
  const file = url ? await fetch(url).catch(() => null) : null;
  if (!file?.ok) throw new ServiceUnavailableError(billingMessages.paymentProviderFailed);
  return Buffer.from(await file.arrayBuffer());
}

export interface InvoiceDocumentsDeps extends InvoiceParties {
  payments: Payments;
  customers: Pick<PaymentCustomers, 'of'>;
}

/** The caller's invoices and credit notes, as the popup shows them and as PDFs: only their own, whatever id is asked. */
export function createInvoiceDocuments({ payments, customers, seller, ...devices }: InvoiceDocumentsDeps) {
  const { stripe } = payments;

  /** The provider's customer of the caller; undefined for a caller who never paid. */
  const customerIdOf = async (caller: Caller) => (await customers.of(caller.id))?.customerId;

  /** The caller's invoice as the popup shows it; anyone else's, or an unknown id, is not found. */
  async function ownInvoice(caller: Caller, id: string): Promise<{ invoice: Invoice; hostedPdf: string | null }> {
    const customerId = await customerIdOf(caller);
    const invoice = customerId && (await fromProvider(() => stripe.invoices.retrieve(id)).catch(() => null));
    if (!customerId || !invoice || idOf(invoice.customer) !== customerId)
      throw new NotFoundError(billingMessages.invoiceNotFound);
    const notes = await fromProvider(() => stripe.creditNotes.list({ invoice: invoice.id!, limit: 100 }));
    return {
      invoice: await invoiceAnswer(stripe, invoice, notes.data, { seller, ...devices }),
      hostedPdf: invoice.invoice_pdf ?? null,
    };
  }

  const partiesOf = (caller: Caller) => ({
    seller,
    customer: { name: caller.name, email: caller.email, timeZone: caller.timezone },
  });

  return {
    invoice: async (caller: Caller, id: string): Promise<{ invoice: Invoice }> => ({
      invoice: (await ownInvoice(caller, id)).invoice,
    }),

    /** Stripe's own PDF with Stripe; with the local provider, one made from the same figures as the JSON. */
    async invoicePdf(caller: Caller, id: string): Promise<{ fileName: string; body: Buffer }> {
      const { invoice, hostedPdf } = await ownInvoice(caller, id);
      if (!invoice.invoice_pdf) throw new NotFoundError(billingMessages.invoiceNotFound);
      const fileName = invoicePdfFileName(invoice);
      if (payments.provider === 'local') return { fileName, body: await renderInvoicePdf(invoice, partiesOf(caller)) };
      return { fileName, body: await hostedFile(hostedPdf) };
    },

    /** A credit note of the caller's, as a PDF: Stripe's own, or one made here with the local provider. */
    async creditNotePdf(caller: Caller, id: string): Promise<{ fileName: string; body: Buffer }> {
      const customerId = await customerIdOf(caller);
      const note = customerId && (await fromProvider(() => stripe.creditNotes.retrieve(id)).catch(() => null));
      if (!customerId || !note || idOf(note.customer) !== customerId)
        throw new NotFoundError(billingMessages.creditNoteNotFound);
      const fileName = creditNotePdfFileName(note.number);
      if (payments.provider !== 'local') return { fileName, body: await hostedFile(note.pdf) };
      const invoice = await fromProvider(() => stripe.invoices.retrieve(idOf(note.invoice)!));
      const figures = await creditNoteFigures(stripe, note, invoice, devices);
      return { fileName, body: await renderCreditNotePdf(figures, partiesOf(caller)) };
    },
  };
}
