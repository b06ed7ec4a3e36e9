import { isPlainName, NAME_CHARACTERS_MESSAGE, passesLuhn } from '@lodestar/contract';
import type { CardDetails } from '../api/local-card-setup';
import { paymentTexts } from '../payment-texts';
import { CardSetupError } from './card-setup';
import { cardBrandOf, digitsOf } from './card-number';

/** What the card form holds, as typed. */
export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
  postalCode: string;
  country: string;
}
export type CardField = keyof CardFormValues;
/** The fields in the order of the form: the first in error gets the focus. */
export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc', 'name', 'postalCode', 'country'];
export type CardFieldErrors = Partial<Record<CardField, string>>;

/** Stripe.js's words for what it refuses before sending. */
export const cardFieldMessages = {
  incompleteNumber: 'Your card number is incomplete.',
  invalidNumber: 'Your card number is invalid.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  invalidMonth: "Your card's expiration month is invalid.",
  expiryInPast: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  invalidCvc: "Your card's security code is invalid.",
} as const;

/** The name on the card as typed, trimmed; refused with line breaks or text-direction characters, as every name is. */
export function cardHolderName(typed: string): string {
  const name = typed.trim();
  if (!isPlainName(name)) throw new CardSetupError(NAME_CHARACTERS_MESSAGE, { field: 'name' });
  return name;
}

/** MM / YY as month and full year; null until both are typed. */
function expiryOf(typed: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

function numberError(digits: string): string | undefined {
  const { lengths } = cardBrandOf(digits);
  if (digits.length < Math.min(...lengths)) return cardFieldMessages.incompleteNumber;
  if (!lengths.includes(digits.length) || !passesLuhn(digits)) return cardFieldMessages.invalidNumber;
  return undefined;
}

function expiryError(typed: string, now: Date): string | undefined {
  const expiry = expiryOf(typed);
  if (!expiry) return cardFieldMessages.incompleteExpiry;
  if (expiry.month < 1 || expiry.month > 12) return cardFieldMessages.invalidMonth;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (expiry.year * 12 + expiry.month - 1 < thisMonth) return cardFieldMessages.expiryInPast;
  return undefined;
}

function cvcError(cvc: string, length: number): string | undefined {
  if (!/^\d*$/.test(cvc) || cvc.length > length) return cardFieldMessages.invalidCvc;
  return cvc.length < length ? cardFieldMessages.incompleteCvc : undefined;
}

/**
 * What is wrong with each field, checked as Stripe.js checks before sending: the number's length for its network and
 * its Luhn digit, a real month not in the past, a security code of 3 digits (4 for American Express), a plain name.
 * Nothing typed at all asks for the card details.
 */
export function cardFieldErrors(values: CardFormValues, now: Date): CardFieldErrors {
  const digits = digitsOf(values.number);
  if (!digits && !values.expiry.trim() && !values.cvc.trim()) return { number: paymentTexts.addCardDetails };
  const errors: CardFieldErrors = {
    number: numberError(digits),
    expiry: expiryError(values.expiry, now),
    cvc: cvcError(values.cvc, cardBrandOf(digits).cvcLength),
    name: isPlainName(values.name.trim()) ? undefined : NAME_CHARACTERS_MESSAGE,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as CardFieldErrors;
}

/** The card as the provider takes it; refused with the first field's error when a field is wrong. */
export function cardDetailsOf(values: CardFormValues, now: Date): CardDetails {
  const errors = cardFieldErrors(values, now);
  const field = CARD_FIELDS.find((each) => errors[each]);
  if (field) throw new CardSetupError(errors[field]!, { field });
  const expiry = expiryOf(values.expiry)!;
  return {
    number: digitsOf(values.number),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: values.cvc,
    name: cardHolderName(values.name),
    postalCode: values.postalCode.trim(),
    country: values.country,
  };
}
