import type Stripe from 'stripe';
import type { PayerPlans } from './payer-plans.js';
import { subscriptionOfInvoice } from './provider-ids.js';

/** The device an invoice billed, as it was named when the invoice was first paid or attempted. */
export interface InvoiceDevice {
  name: string;
  deviceUUID: string;
}

/** The device kept in the invoice's metadata; null before it was kept (or for an invoice of no device). */
export function keptDevice(invoice: Pick<Stripe.Invoice, 'metadata'>): InvoiceDevice | null {
  const name = invoice.metadata?.deviceName;
  const deviceUUID = invoice.metadata?.deviceUUID;
  return name && deviceUUID ? { name, deviceUUID } : null;
}

/**
 * Keeps in the invoice's metadata the name and serial of the device it bills (its plan's, or a transfer's), once, as
 * they are when it is first paid or attempted: an issued tax invoice then never changes with a rename, and never shows
 * a name the device's next owner gave it. Stripe lets an invoice's metadata change in any state.
 */
export async function keepInvoiceDevice(
  deps: { stripe: Stripe; plans: Pick<PayerPlans, 'paidFor' | 'deviceNamed'> },
  invoice: Stripe.Invoice,
): Promise<void> {
  if (keptDevice(invoice)) return;
  const subscriptionId = subscriptionOfInvoice(invoice);
  const saleDevice = invoice.metadata?.deviceId;
  const plan = subscriptionId ? await deps.plans.paidFor(subscriptionId) : undefined;
  const device = plan
    ? { name: plan.deviceName, deviceUUID: plan.deviceUUID }
    : saleDevice
      ? await deps.plans.deviceNamed(saleDevice)
      : undefined;
  if (!device) return;
  await deps.stripe.invoices.update(invoice.id!, {
    metadata: { deviceName: device.name, deviceUUID: device.deviceUUID },
  });
}
