import { cardBrandName, chargesTax, type Invoice, type InvoicePaymentPart } from '@lodestar/contract';
import type { Translate } from '../../lib/i18n/translate';

// The invoice popup's texts in the shown language: in English, exactly what the contract's invoiceHeading,
// invoiceLineDetails, invoiceTotals and invoicePaymentRows write (the PDF's wording).

/** "Tax invoice" where tax is charged, else "Invoice". */
export const invoiceHeadingOf = (invoice: Invoice, t: Translate) =>
  t(chargesTax(invoice.total_taxes) ? 'payments.invoice.taxInvoice' : 'payments.invoice');

/** What a line is for, under its description: its tracker, and its service period (or a one-off item's date). */
export function lineDetailsOf(
  line: Pick<Invoice['lines']['data'][number], 'device' | 'period'>,
  date: (seconds: number) => string,
  t: Translate,
): string[] {
  const details: string[] = [];
  if (line.device)
    details.push(t('payments.invoice.tracker', { name: line.device.name, serialNumber: line.device.deviceUUID }));
  const [start, end] = [date(line.period.start), date(line.period.end)];
  details.push(
    start === end
      ? t('payments.invoice.serviceDate', { date: start })
      : t('payments.invoice.servicePeriod', { start, end }),
  );
  return details;
}

/** A figure under the lines: `key` names it (the total is `total`). */
export interface InvoiceFigure {
  key: string;
  label: string;
  cents: number;
}

const partName = (part: InvoicePaymentPart, t: Translate) =>
  part.type === 'credit'
    ? t('payments.accountCredit')
    : t('payments.invoice.cardEnding', {
        brand: part.brand === 'unknown' ? t('payments.card') : cardBrandName(part.brand),
        last4: part.last4,
      });

/**
 * The figures under the lines, in order (a zero discount or balance left out), then what paid the invoice, a row a
 * part: "Paid with Visa ending 4242".
 */
export function invoiceFiguresOf(invoice: Invoice, t: Translate): InvoiceFigure[] {
  const figures: InvoiceFigure[] = [
    { key: 'subtotal', label: t('payments.invoice.subtotal'), cents: invoice.subtotal },
  ];
  if (invoice.total_discount_amount > 0)
    figures.push({ key: 'discount', label: t('payments.invoice.discount'), cents: -invoice.total_discount_amount });
  invoice.total_taxes.forEach(({ display_name: name, percentage, amount }, index) =>
    figures.push({ key: `tax-${index}`, label: t('payments.invoice.tax', { name, percentage }), cents: amount }),
  );
  figures.push({ key: 'total', label: t('payments.invoice.total'), cents: invoice.total });
  if (invoice.starting_balance !== 0)
    figures.push({ key: 'balance', label: t('payments.invoice.appliedBalance'), cents: invoice.starting_balance });
  figures.push(
    { key: 'due', label: t('payments.invoice.amountDue'), cents: invoice.amount_due },
    { key: 'paid', label: t('payments.invoice.amountPaid'), cents: invoice.amount_paid },
  );
  invoice.paid_with.forEach((part, index) =>
    figures.push({
      key: `paid-with-${index}`,
      label: t('payments.invoice.paidWith', { method: partName(part, t) }),
      cents: part.amount,
    }),
  );
  return figures;
}
