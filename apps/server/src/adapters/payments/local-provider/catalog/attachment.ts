import type { LocalStore } from '../store.js';
import { invalid, LocalStripeError } from '../types.js';
import type { PaymentMethod } from './card-methods.js';
import { saveUpdated } from './changes.js';
import { liveCustomer } from './lookups.js';
import { declineError } from './card-declines.js';

/** Attaches the method to the customer, as `payment_methods.attach` and a succeeded SetupIntent do. */
export async function attachPaymentMethod(
  store: LocalStore,
  method: PaymentMethod,
  customerId: string,
  param = 'customer',
): Promise<PaymentMethod> {
  await liveCustomer(store, customerId, param);
  if (method.customer === customerId) return method;
  if (method.customer)
    throw invalid('The payment method you provided has already been attached to a customer.', 'payment_method');
  if (method._local?.declineOnSetup) throw declineError(method._local.declineOnSetup);
  const attached = { ...method, customer: customerId };
  await store.save(attached);
  await store.emit('payment_method.attached', attached);
  return attached;
}

/** Detaches the method; a customer whose invoice default it was loses that default, as on Stripe. */
export async function detachPaymentMethod(store: LocalStore, method: PaymentMethod): Promise<PaymentMethod> {
  if (!method.customer) {
    throw new LocalStripeError(
      400,
      'invalid_request_error',
      'The payment method you provided is not attached to a customer so detachment is impossible.',
      {
        code: 'payment_method_unexpected_state',
      },
    );
  }
  const customer = await store.find('customer', method.customer);
  const settings = customer?.invoice_settings as Record<string, unknown> | undefined;
  if (customer && settings?.default_payment_method === method.id) {
    await saveUpdated(store, customer, {
      ...customer,
      invoice_settings: { ...settings, default_payment_method: null },
    });
  }
  const detached = { ...method, customer: null };
  await store.save(detached);
  await store.emit('payment_method.detached', detached, { customer: method.customer });
  return detached;
}
