import { LocalStripeError } from '../types.js';

/** Why a test card cannot be saved: Stripe's decline code, or its error code for the declines that have none. */
export type DeclineReason =
  | 'generic_decline'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'card_velocity_exceeded'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error';

interface Decline {
  code: string;
  decline_code?: string;
  message: string;
  param?: string;
}

const DECLINED = 'Your card was declined.';

/**
 * Stripe's error for each declined test card: `card_declined` with the issuer's decline code, except expired cards,
 * wrong security codes and processing errors, which Stripe names by an error code of their own. Lost and stolen cards
 * are told to the payer as a plain decline, as Stripe does.
 */
const DECLINES: Record<DeclineReason, Decline> = {
  generic_decline: { code: 'card_declined', decline_code: 'generic_decline', message: DECLINED },
  insufficient_funds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  lost_card: { code: 'card_declined', decline_code: 'lost_card', message: DECLINED },
  stolen_card: { code: 'card_declined', decline_code: 'stolen_card', message: DECLINED },
  card_velocity_exceeded: {
    code: 'card_declined',
    decline_code: 'card_velocity_exceeded',
    message: 'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
  },
  expired_card: { code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' },
  incorrect_cvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' },
  processing_error: {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/** Stripe's error object of a decline (as `last_setup_error` keeps it, with `type: card_error`). */
export function declineDetails(reason: DeclineReason | true): Record<string, unknown> {
  // Payment methods saved before the reasons were kept say only `true`: a generic decline.
  const { message, ...rest } = DECLINES[reason === true ? 'generic_decline' : reason];
  return {
    ...rest,
    doc_url: `https://stripe.com/docs/error-codes/${rest.code.replace(/_/g, '-')}`,
    message,
    type: 'card_error',
  };
}

/** The 402 a declined card answers, with what Stripe adds to it (the SetupIntent, the payment method). */
export function declineError(reason: DeclineReason | true, extra: Record<string, unknown> = {}): LocalStripeError {
  const { message, type: _type, ...details } = declineDetails(reason);
  return new LocalStripeError(402, 'card_error', String(message), { ...details, ...extra });
}
