import { isPlainName, NAME_CHARACTERS_MESSAGE, passesLuhn } from '@lodestar/contract';
import type { MessageId } from '../../../lib/i18n/catalogue';
import { contractText } from '../../../lib/i18n/contract-text';
import type { Translate } from '../../../lib/i18n/translate';
import type { CardDetails } from '../api/local-card-setup';
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

/** The name on the card as typed, trimmed; refused with line breaks or text-direction characters, as every name is. */
export function cardHolderName(typed: string, t: Translate): string {
  const name = typed.trim();
  if (!isPlainName(name)) throw new CardSetupError(contractText(t, NAME_CHARACTERS_MESSAGE), { field: 'name' });
  return name;
}

/** MM / YY as month and full year; null until both are typed. */
function expiryOf(typed: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/** What Stripe.js says of a number it refuses before sending (its words are in the catalogue). */
function numberError(digits: string): MessageId | undefined {
  const { lengths } = cardBrandOf(digits);
  if (digits.length < Math.min(...lengths)) return 'payments.card.incompleteNumber';
  if (!lengths.includes(digits.length) || !passesLuhn(digits)) return 'payments.card.invalidNumber';
  return undefined;
}

function expiryError(typed: string, now: Date): MessageId | undefined {
  const expiry = expiryOf(typed);
  if (!expiry) return 'payments.card.incompleteExpiry';
  if (expiry.month < 1 || expiry.month > 12) return 'payments.card.invalidMonth';
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (expiry.year * 12 + expiry.month - 1 < thisMonth) return 'payments.card.expiryInPast';
  return undefined;
}

function cvcError(cvc: string, length: number): MessageId | undefined {
  if (!/^\d*$/.test(cvc) || cvc.length > length) return 'payments.card.invalidCvc';
  return cvc.length < length ? 'payments.card.incompleteCvc' : undefined;
}

/**
 * What is wrong with each field, checked as Stripe.js checks before sending: the number's length for its network and
 * its Luhn digit, a real month not in the past, a security code of 3 digits (4 for American Express), a plain name.
 * Nothing typed at all asks for the card details.
 */
export function cardFieldErrors(values: CardFormValues, now: Date, t: Translate): CardFieldErrors {
  const digits = digitsOf(values.number);
  if (!digits && !values.expiry.trim() && !values.cvc.trim()) return { number: t('billingMessages.addCardDetails') };
  const text = (id: MessageId | undefined) => id && t(id);
  const errors: CardFieldErrors = {
    number: text(numberError(digits)),
    expiry: text(expiryError(values.expiry, now)),
    cvc: text(cvcError(values.cvc, cardBrandOf(digits).cvcLength)),
    name: isPlainName(values.name.trim()) ? undefined : contractText(t, NAME_CHARACTERS_MESSAGE),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as CardFieldErrors;
}

/** The card as the provider takes it; refused with the first field's error when a field is wrong. */
export function cardDetailsOf(values: CardFormValues, now: Date, t: Translate): CardDetails {
  const errors = cardFieldErrors(values, now, t);
  const field = CARD_FIELDS.find((each) => errors[each]);
  if (field) throw new CardSetupError(errors[field]!, { field });
  const expiry = expiryOf(values.expiry)!;
  return {
    number: digitsOf(values.number),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: values.cvc,
    name: cardHolderName(values.name, t),
    postalCode: values.postalCode.trim(),
    country: values.country,
  };
}
