import { z } from 'zod';
import { cardBrandName } from './payments.js';

/** Who the invoices are from: the installation's seller (the SELLER_* settings), as a tax invoice must name them. */
export const sellerSchema = z.object({
  name: z.string(),
  /** The address, line by line. */
  address: z.array(z.string()),
  /** What the tax number is called where the seller is registered: "ABN", "VAT number". */
  tax_id_label: z.string(),
  tax_id: z.string(),
});
export type Seller = z.infer<typeof sellerSchema>;

/** The tracker an invoice line is for; null on a line for no device. */
export const invoiceLineDeviceSchema = z.object({ name: z.string(), deviceUUID: z.string() });

/** What a line bills for: from `start` to `end`, Unix seconds (the same moment for a one-off item). */
export const servicePeriodSchema = z.object({ start: z.number().int(), end: z.number().int() });
export type ServicePeriod = z.infer<typeof servicePeriodSchema>;

/** A part of what paid an invoice: a card (its brand and last four digits) or the account's credit, with its amount. */
export const invoicePaymentPartSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('card'), brand: z.string(), last4: z.string(), amount: z.number().int() }),
  z.object({ type: z.literal('credit'), amount: z.number().int() }),
]);
export type InvoicePaymentPart = z.infer<typeof invoicePaymentPartSchema>;

/** Whether any of the tax amounts is above zero: an invoice that charges tax is a tax invoice. */
export const chargesTax = (taxes: { amount: number }[]) => taxes.some((tax) => tax.amount > 0);

/** "Tax invoice" where tax is charged, else "Invoice". */
export const invoiceHeading = (invoice: { total_taxes: { amount: number }[] }) =>
  chargesTax(invoice.total_taxes) ? 'Tax invoice' : 'Invoice';

/**
 * What a line is for, under its description: the tracker ("Tracker Bike, serial number GPS-0001") and the service
 * period ("Service period 02/12/2026 – 02/01/2027", a one-off item's "Service date 02/12/2026"), `date` writing a
 * moment (Unix seconds) as a date.
 */
export function invoiceLineDetails(
  line: { device: { name: string; deviceUUID: string } | null; period: ServicePeriod | null },
  date: (seconds: number) => string,
): string[] {
  const details: string[] = [];
  if (line.device) details.push(`Tracker ${line.device.name}, serial number ${line.device.deviceUUID}`);
  if (line.period) {
    const [start, end] = [date(line.period.start), date(line.period.end)];
    details.push(start === end ? `Service date ${start}` : `Service period ${start} – ${end}`);
  }
  return details;
}

/** "ABN 12 345 678 901". */
export const sellerTaxId = (seller: Seller) => `${seller.tax_id_label} ${seller.tax_id}`;

/** "Visa ending 4242", or "Account credit". */
export const paymentPartName = (part: InvoicePaymentPart) =>
  part.type === 'credit'
    ? 'Account credit'
    : `${part.brand === 'unknown' ? 'Card' : cardBrandName(part.brand)} ending ${part.last4}`;

/** What paid the invoice, a row a part, as the popup and the PDF show them under the totals: "Paid with Visa ending 4242". */
export const invoicePaymentRows = (invoice: { paid_with: InvoicePaymentPart[] }): [label: string, cents: number][] =>
  invoice.paid_with.map((part) => [`Paid with ${paymentPartName(part)}`, part.amount]);
