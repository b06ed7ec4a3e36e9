import { passesLuhn } from '@lodestar/contract';
import { LocalStripeError } from '../types.js';
import type { DeclineReason } from './card-declines.js';

/** What a test card does besides succeeding; kept in the payment method's `_local`, which the billing side reads. */
export type CardBehaviour = {
  /** Every charge to it fails (the billing side reads exactly this flag). */
  chargeFails?: true;
  /** Confirming a SetupIntent or attaching it is declined, for this reason. */
  declineOnSetup?: DeclineReason;
  /** A SetupIntent needs 3-D Secure before it succeeds. */
  authenticateOnSetup?: true;
  /**
   * A charge needs 3-D Secure: `always`, on and off session however the card was saved (4000 0027 6000 3184), or
   * `unlessSetUp`, unless a SetupIntent saved it for later use (4000 0025 0000 3155).
   */
  authenticateCharges?: 'always' | 'unlessSetUp';
  /** Authenticated, the charge is still declined with this decline code (4000 0082 6000 3178). */
  declineAfterAuthentication?: 'insufficient_funds';
  /** A SetupIntent saved it for later use, which spares it authentication on charges where the card allows that. */
  setUpForLaterUse?: true;
};

const BEHAVIOURS: Record<string, CardBehaviour> = {
  '4000000000000341': { chargeFails: true },
  '4000000000000002': { declineOnSetup: 'generic_decline', chargeFails: true },
  // Stripe's declined payments: none of these can be saved; each answers its own decline.
  '4000000000009995': { declineOnSetup: 'insufficient_funds', chargeFails: true },
  '4000000000009987': { declineOnSetup: 'lost_card', chargeFails: true },
  '4000000000009979': { declineOnSetup: 'stolen_card', chargeFails: true },
  '4000000000006975': { declineOnSetup: 'card_velocity_exceeded', chargeFails: true },
  '4000000000000069': { declineOnSetup: 'expired_card', chargeFails: true },
  '4000000000000127': { declineOnSetup: 'incorrect_cvc', chargeFails: true },
  '4000000000000119': { declineOnSetup: 'processing_error', chargeFails: true },
  '4000002500003155': { authenticateOnSetup: true, authenticateCharges: 'unlessSetUp' },
  '4000002760003184': { authenticateOnSetup: true, authenticateCharges: 'always' },
  '4000008260003178': {
    authenticateOnSetup: true,
    authenticateCharges: 'always',
    declineAfterAuthentication: 'insufficient_funds',
  },
};

/** `pm_card_<name>` and `tok_<name>` for each name, standing for `number`. */
function testIdsFor(number: string, names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => [
      [`pm_card_${name}`, number],
      [`tok_${name}`, number],
    ]),
  );
}

/** Stripe's test tokens and test PaymentMethod ids, by the card number they stand for. */
const TEST_IDS: Record<string, string> = {
  tok_visa: '4242424242424242',
  pm_card_visa: '4242424242424242',
  tok_mastercard: '5555555555554444',
  pm_card_mastercard: '5555555555554444',
  tok_amex: '378282246310005',
  pm_card_amex: '378282246310005',
  tok_chargeCustomerFail: '4000000000000341',
  pm_card_chargeCustomerFail: '4000000000000341',
  tok_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  // The declined payments' test PaymentMethods and tokens, under the names Stripe documents and the older ones it keeps.
  ...testIdsFor('4000000000000002', ['visa_chargeDeclined']),
  ...testIdsFor('4000000000009995', ['visa_chargeDeclinedInsufficientFunds', 'chargeDeclinedInsufficientFunds']),
  ...testIdsFor('4000000000009987', ['visa_chargeDeclinedLostCard', 'chargeDeclinedLostCard']),
  ...testIdsFor('4000000000009979', ['visa_chargeDeclinedStolenCard', 'chargeDeclinedStolenCard']),
  ...testIdsFor('4000000000006975', ['visa_chargeDeclinedVelocityLimitExceeded']),
  ...testIdsFor('4000000000000069', ['chargeDeclinedExpiredCard', 'visa_chargeDeclinedExpiredCard']),
  ...testIdsFor('4000000000000127', ['chargeDeclinedIncorrectCvc', 'visa_chargeDeclinedIncorrectCvc']),
  ...testIdsFor('4000000000000119', ['chargeDeclinedProcessingError', 'visa_chargeDeclinedProcessingError']),
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_authenticationRequiredChargeDeclinedInsufficientFunds: '4000008260003178',
};

export interface ValidCard {
  brand: string;
  displayBrand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  cvcChecked: boolean;
  behaviour: CardBehaviour;
}

export function cardError(
  code: string,
  message: string,
  param?: string,
  extra: Record<string, unknown> = {},
): LocalStripeError {
  return new LocalStripeError(402, 'card_error', message, { code, ...(param ? { param } : {}), ...extra });
}

export function testCardNumber(id: string): string | undefined {
  return Object.hasOwn(TEST_IDS, id) ? TEST_IDS[id] : undefined;
}

/** A test token or test PaymentMethod id as the card it stands for (valid for a few more years). */
export function testCard(id: string, now: number): ValidCard | undefined {
  const number = testCardNumber(id);
  if (!number) return undefined;
  const year = new Date(now * 1000).getUTCFullYear();
  return checkCard({ number, exp_month: '12', exp_year: String(year + 3) }, now);
}

/** Checks card details as Stripe does; the number and cvc are used here and never kept. */
export function checkCard(
  card: { number?: unknown; exp_month?: unknown; exp_year?: unknown; cvc?: unknown },
  now: number,
): ValidCard {
  const number = typeof card.number === 'string' ? card.number.replace(/[\s-]/g, '') : '';
  if (!/^\d{12,19}$/.test(number)) throw cardError('invalid_number', 'Your card number is invalid.', 'number');
  if (!passesLuhn(number)) throw cardError('incorrect_number', 'Your card number is incorrect.', 'number');

  const expMonth = Number(card.exp_month);
  if (!/^\d{1,2}$/.test(String(card.exp_month)) || expMonth < 1 || expMonth > 12) {
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  }
  const rawYear = String(card.exp_year);
  if (!/^(\d{2}|\d{4})$/.test(rawYear))
    throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
  const expYear = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  const today = new Date(now * 1000);
  if (expYear < today.getUTCFullYear() || expYear > today.getUTCFullYear() + 50) {
    throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
  }
  if (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1)
    throw cardError('expired_card', 'Your card has expired.', 'exp_month');

  if (card.cvc !== undefined && card.cvc !== '' && !/^\d{3,4}$/.test(String(card.cvc))) {
    throw cardError('invalid_cvc', "Your card's security code is invalid.", 'cvc');
  }
  const [brand, displayBrand] = brandOf(number);
  return {
    brand,
    displayBrand,
    last4: number.slice(-4),
    expMonth,
    expYear,
    cvcChecked: card.cvc !== undefined && card.cvc !== '',
    behaviour: BEHAVIOURS[number] ?? {},
  };
}

/** `brand` and `display_brand` from the number's prefix. */
function brandOf(number: string): [string, string] {
  if (number.startsWith('4')) return ['visa', 'visa'];
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(number)) return ['mastercard', 'mastercard'];
  if (/^3[47]/.test(number)) return ['amex', 'american_express'];
  if (/^(6011|65|64[4-9])/.test(number)) return ['discover', 'discover'];
  if (number.startsWith('35')) return ['jcb', 'jcb'];
  if (/^(36|30[0-5]|3[89])/.test(number)) return ['diners', 'diners_club'];
  if (number.startsWith('62')) return ['unionpay', 'union_pay'];
  return ['unknown', 'other'];
}
