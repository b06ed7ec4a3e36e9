/**
 * The local payment provider's own call, NOT our API: the card holder's answer to the 3-D Secure step of a charge
 * (Stripe's test authentication page), sent as Stripe.js would send it, authorised by the PaymentIntent's client secret.
 * Its answer is not read: Lodestar's server asks the provider how the payment ended.
 */
export async function authenticateLocalPayment(clientSecret: string, outcome: 'complete' | 'fail'): Promise<void> {
  const id = clientSecret.split('_secret_')[0] ?? clientSecret;
  await fetch(`/local-stripe/v1/payment_intents/${encodeURIComponent(id)}/authenticate`, {
    method: 'POST',
    body: new URLSearchParams({ client_secret: clientSecret, outcome }),
  }).catch(() => undefined);
}
