import type { LocalStore } from '../../src/adapters/payments/local-provider/store.js';
import type { StripeObject } from '../../src/adapters/payments/local-provider/types.js';

/** Catalog objects shaped like the catalog helper stores them, inserted straight into the store for billing tests. */
export function catalogFixtures(store: LocalStore) {
  const insert = <T extends StripeObject>(object: T) =>
    store.insert({ created: store.now(), livemode: false, metadata: {}, ...object });
  return {
    customer: () =>
      insert({
        id: store.newId('cus'),
        object: 'customer',
        balance: 0,
        email: 'owner@example.com',
        invoice_settings: { default_payment_method: null },
      }),
    async card(customer: string, options: { fails?: boolean; makeDefault?: boolean } = {}) {
      const method = await insert({
        id: store.newId('pm'),
        object: 'payment_method',
        type: 'card',
        customer,
        billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
        card: {
          brand: 'visa',
          last4: options.fails ? '0002' : '4242',
          exp_month: 12,
          exp_year: 2034,
          funding: 'credit',
          country: 'US',
        },
        ...(options.fails ? { _local: { chargeFails: true } } : {}),
      });
      if (options.makeDefault ?? true) {
        const found = await store.get('customer', customer);
        await store.save({ ...found, invoice_settings: { default_payment_method: method.id } });
      }
      return method;
    },
    async price(
      name: string,
      unitAmount: number,
      interval: 'day' | 'week' | 'month' | 'year' = 'month',
      type: 'recurring' | 'one_time' = 'recurring',
    ) {
      const product = await insert({ id: store.newId('prod'), object: 'product', name, active: true });
      return insert({
        id: store.newId('price'),
        object: 'price',
        active: true,
        currency: 'usd',
        product: product.id,
        type,
        unit_amount: unitAmount,
        recurring: type === 'recurring' ? { interval, interval_count: 1 } : null,
      });
    },
    taxRate: (percentage: number) =>
      insert({
        id: store.newId('txr'),
        object: 'tax_rate',
        percentage,
        display_name: 'GST',
        inclusive: false,
        active: true,
      }),
    coupon: (fields: {
      percent_off?: number;
      amount_off?: number;
      duration: 'once' | 'repeating' | 'forever';
      duration_in_months?: number;
      valid?: boolean;
    }) =>
      insert({
        id: store.newId('co'),
        object: 'coupon',
        percent_off: fields.percent_off ?? null,
        amount_off: fields.amount_off ?? null,
        currency: fields.amount_off ? 'usd' : null,
        duration: fields.duration,
        duration_in_months: fields.duration_in_months ?? null,
        valid: fields.valid ?? true,
        times_redeemed: 0,
        max_redemptions: null,
        redeem_by: null,
      }),
    promotionCode: (coupon: string, code: string) =>
      insert({
        id: store.newId('promo'),
        object: 'promotion_code',
        code,
        active: true,
        promotion: { coupon, type: 'coupon' },
        expires_at: null,
        max_redemptions: null,
        times_redeemed: 0,
      }),
  };
}
