import { z } from 'zod';
import { isPlainName, NAME_CHARACTERS_MESSAGE, successMessageSchema } from './common.js';
import { currencySchema } from './countries.js';
import { endpoint } from './endpoint.js';
import { paymentActionSchema } from './payment-action.js';

/** The card networks' own names, as the provider's brand codes stand for them. */
const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};
const WALLET_NAMES: Record<string, string> = {
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  samsung_pay: 'Samsung Pay',
  link: 'Link',
  masterpass: 'Masterpass',
  visa_checkout: 'Visa Checkout',
  amex_express_checkout: 'Amex Express Checkout',
};
const readable = (code: string) =>
  code
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** A card brand as people know it: "American Express" for `amex`. */
export const cardBrandName = (brand: string) => BRAND_NAMES[brand] ?? readable(brand);
/** A wallet as people know it: "Apple Pay" for `apple_pay`. */
export const walletName = (wallet: string) => WALLET_NAMES[wallet] ?? readable(wallet);
/** A card's expiry as it is printed on it, with the full year: 04/2029. */
export const cardExpiry = (month: number, year: number) => `${String(month).padStart(2, '0')}/${year}`;

/** A saved way to pay, as the Payments page shows it: a card, a Link account or a bank account. */
export const paymentMethodSchema = z.object({
  id: z.string(),
  type: z.enum(['card', 'link', 'bank']),
  isDefault: z.boolean(),
  card: z
    .object({
      name: z.string().nullable(),
      brand: z.string(),
      last4: z.string(),
      exp_month: z.number().int(),
      exp_year: z.number().int(),
      wallet: z.object({ type: z.string() }).nullable(),
    })
    .nullable(),
  link: z.object({ email: z.string().nullable() }).nullable(),
  bank: z.object({ bank_name: z.string().nullable(), last4: z.string().nullable() }).nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsResponseSchema = z.object({
  success: z.literal(true),
  /** Null until the user first saves a method or buys a plan; its currency is fixed from the first subscription. */
  paymentUser: z.object({ id: z.string(), sourceData: z.object({ currency: currencySchema.nullable() }) }).nullable(),
  paymentMethods: z.array(paymentMethodSchema),
  /** Whether the user holds live subscriptions (the country is then fixed, and no method may be removed). */
  hasSubscriptions: z.boolean(),
});
export type PaymentMethodsAnswer = z.infer<typeof paymentMethodsResponseSchema>;

export const paymentMethodsQuerySchema = z.object({ userId: z.string().max(100).optional() });

/** The address the card is registered to, which the provider checks. */
const addressSchema = z
  .object({
    name: z.string().trim().max(100).refine(isPlainName, NAME_CHARACTERS_MESSAGE).optional(),
    line1: z.string().trim().max(200).optional(),
    line2: z.string().trim().max(200).optional(),
    city: z.string().trim().max(100).optional(),
    state: z.string().trim().max(100).optional(),
    postal_code: z.string().trim().max(20).optional(),
    country: z.string().trim().length(2).optional(),
  })
  .optional();

const methodIdSchema = z.string().trim().min(1, 'Please add card details').max(100);
const methodTypeSchema = z.enum(['card', 'link', 'bank']).default('card');

export const attachMethodRequestSchema = z.strictObject({
  cardId: methodIdSchema,
  addressValue: addressSchema,
  type: methodTypeSchema,
  /** Whether the card becomes the default that pays the plans; false keeps the default there is (a first card becomes it). */
  makeDefault: z.boolean().default(true),
});
export const changeMethodRequestSchema = z.strictObject({
  newSource: methodIdSchema,
  oldSource: z.string().trim().max(100).optional(),
  addressValue: addressSchema,
  type: methodTypeSchema,
});
export const detachMethodRequestSchema = z.strictObject({ cardId: methodIdSchema });

/** What the browser needs to save a card: the SetupIntent's secret, and which provider confirms it. */
export const paymentIntentResponseSchema = z.object({
  success: z.literal(true),
  clientSecret: z.string(),
  provider: z.enum(['local', 'stripe']),
  publishableKey: z.string(),
});
export type PaymentIntentAnswer = z.infer<typeof paymentIntentResponseSchema>;

/**
 * A new default card's answer. What a plan owed is charged to it at once; `paymentActions` are the steps of those
 * charges that ask the card holder to authenticate them (3-D Secure), for the browser to run.
 */
export const defaultMethodResponseSchema = successMessageSchema.extend({ paymentActions: z.array(paymentActionSchema) });
export type DefaultMethodResponse = z.infer<typeof defaultMethodResponseSchema>;

export const paymentMethodEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/paymentUser',
    tags: ['Payments'],
    summary: "The signed-in user's payment customer and saved payment methods",
    query: paymentMethodsQuerySchema,
    success: { 200: paymentMethodsResponseSchema },
    errors: [400, 401, 403],
  }),
  createPaymentIntent: endpoint({
    method: 'POST',
    path: '/api/v2/create-payment-intent',
    tags: ['Payments'],
    summary: 'Start saving a payment method: a SetupIntent for the signed-in user, confirmed by the browser',
    success: { 200: paymentIntentResponseSchema },
    errors: [401, 403],
  }),
  attachMethod: endpoint({
    method: 'POST',
    path: '/api/paymentUser/attach-payment-method',
    tags: ['Payments'],
    summary: 'Keep a payment method the browser saved, made the default one unless `makeDefault` is false',
    query: paymentMethodsQuerySchema,
    body: attachMethodRequestSchema,
    success: { 200: defaultMethodResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  changeMethod: endpoint({
    method: 'POST',
    path: '/api/paymentUser/change-payment-method',
    tags: ['Payments'],
    summary: 'Replace the default payment method (live subscriptions are paid with the new one)',
    query: paymentMethodsQuerySchema,
    body: changeMethodRequestSchema,
    success: { 200: defaultMethodResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  detachMethod: endpoint({
    method: 'POST',
    path: '/api/paymentUser/detach-payment-method',
    tags: ['Payments'],
    summary: 'Remove a saved payment method (refused while it is needed for live subscriptions)',
    body: detachMethodRequestSchema,
    success: { 200: successMessageSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
