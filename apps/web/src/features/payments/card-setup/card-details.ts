import { isPlainName, NAME_CHARACTERS_MESSAGE } from '@lodestar/contract';
import type { CardDetails } from '../api/local-card-setup';
import { paymentTexts } from '../payment-texts';
import { CardSetupError } from './card-setup';

/** What the card form holds, as typed. */
export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
  postalCode: string;
  country: string;
}

const INCOMPLETE_EXPIRY = "Your card's expiration date is incomplete.";

/** The name on the card as typed, trimmed; refused with line breaks or text-direction characters, as every name is. */
export function cardHolderName(typed: string): string {
  const name = typed.trim();
  if (!isPlainName(name)) throw new CardSetupError(NAME_CHARACTERS_MESSAGE);
  return name;
}

/**
 * The card as the provider takes it, or the refusal to show: nothing typed yet asks for the card details, an expiry
 * that is not MM/YY says so (as Stripe.js does); the rest is the provider's to check.
 */
export function cardDetailsOf(values: CardFormValues): CardDetails {
  const number = values.number.replace(/\s+/g, '');
  if (!number || !values.expiry.trim() || !values.cvc.trim())
    throw new CardSetupError(paymentTexts.addCardDetails);
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expiry);
  const expMonth = Number(expiry?.[1]);
  if (!expiry?.[2] || expMonth < 1 || expMonth > 12) throw new CardSetupError(INCOMPLETE_EXPIRY);
  const year = Number(expiry[2]);
  return {
    number,
    expMonth,
    expYear: year < 100 ? 2000 + year : year,
    cvc: values.cvc.trim(),
    name: cardHolderName(values.name),
    postalCode: values.postalCode.trim(),
    country: values.country,
  };
}
