import type Stripe from 'stripe';

/** The id of a provider field that is an id, or the object it expands to. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription an invoice bills: its parent's, or for a one-off invoice of Lodestar's (a pause fee) its metadata's. */
export const subscriptionOfInvoice = (invoice: Stripe.Invoice) =>
  idOf(invoice.parent?.subscription_details?.subscription) ?? invoice.metadata?.subscription ?? null;
