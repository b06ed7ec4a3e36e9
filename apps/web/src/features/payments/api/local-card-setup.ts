/**
 * The local payment provider's own calls, NOT our API: the stand-in for Stripe's API that a Lodestar without Stripe
 * runs. The browser confirms a SetupIntent here the way Stripe.js does with Stripe (the same form-encoded fields, the
 * same SetupIntent JSON back, Stripe's error body with a 4xx), so card details never pass through our API.
 */
import type { Translate } from '../../../lib/i18n/translate';
import type { CardField } from '../card-setup/card-details';
import { CardSetupError } from '../card-setup/card-setup';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
  postalCode: string;
  country: string;
}

/** Stripe's error object: its message, and the card field it is about. */
interface ProviderCardError {
  message?: string;
  param?: string;
}

/** The part of Stripe's SetupIntent that the browser reads. */
export interface SetupIntentAnswer {
  id: string;
  status:
    'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'canceled' | 'succeeded';
  payment_method: string | null;
  next_action: unknown;
  last_setup_error: ProviderCardError | null;
}

/** The form's field that a refusal's `param` names, as Stripe names the card's fields. */
const FIELD_OF_PARAM: Record<string, CardField> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
};

/** The provider's refusal as the form shows it: beside the field its `param` names, else under the form. */
export function cardSetupErrorOf(error: ProviderCardError | null | undefined, fallback: string): CardSetupError {
  const param = error?.param;
  const field = param && Object.hasOwn(FIELD_OF_PARAM, param) ? FIELD_OF_PARAM[param] : undefined;
  return new CardSetupError(error?.message ?? fallback, field ? { field } : {});
}

/** The SetupIntent's id: its client secret up to '_secret_'. */
const setupIntentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? clientSecret;

async function post(clientSecret: string, step: 'confirm' | 'authenticate', form: URLSearchParams, t: Translate) {
  const path = `/local-stripe/v1/setup_intents/${encodeURIComponent(setupIntentIdOf(clientSecret))}/${step}`;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body: form });
  } catch {
    throw new CardSetupError(t('payments.card.unreachable'));
  }
  const body = (await response.json().catch(() => undefined)) as
    (SetupIntentAnswer & { error?: ProviderCardError }) | undefined;
  if (!response.ok || !body) throw cardSetupErrorOf(body?.error, t('payments.card.unreachable'));
  return body as SetupIntentAnswer;
}

/** Confirms the SetupIntent with a card, exactly as Stripe.js's `confirmCardSetup` sends it. */
export function confirmLocalCardSetup(
  clientSecret: string,
  card: CardDetails,
  t: Translate,
): Promise<SetupIntentAnswer> {
  return post(
    clientSecret,
    'confirm',
    new URLSearchParams({
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': card.number,
      'payment_method_data[card][exp_month]': String(card.expMonth),
      'payment_method_data[card][exp_year]': String(card.expYear),
      'payment_method_data[card][cvc]': card.cvc,
      'payment_method_data[billing_details][name]': card.name,
      'payment_method_data[billing_details][address][postal_code]': card.postalCode,
      'payment_method_data[billing_details][address][country]': card.country,
    }),
    t,
  );
}

/** The card holder's answer to the authentication the card asked for (Stripe's test 3-D Secure page). */
export function authenticateLocalCardSetup(clientSecret: string, outcome: 'complete' | 'fail', t: Translate) {
  return post(clientSecret, 'authenticate', new URLSearchParams({ client_secret: clientSecret, outcome }), t);
}
