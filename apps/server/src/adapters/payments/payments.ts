import type Stripe from 'stripe';

/** The answer the local provider gives the browser's card form: a SetupIntent, or Stripe's error body. */
export interface BrowserAnswer {
  status: number;
  body: unknown;
}

/** What the local provider offers beyond Stripe's API: the browser's calls, its clock, its event queue. */
export interface LocalProviderControls {
  /** The secret key it answers: the server's SDK sends it, `npm start` prints it for tools that use its HTTP face. */
  secretKey: string;
  /** Answers one request of Stripe's API (`/v1/…`) as the SDK's fetch client would have it answered. */
  fetch: typeof fetch;
  /** Stripe.js's `POST /v1/setup_intents/{id}/confirm` with the publishable key: card details in, SetupIntent out. */
  confirmSetupIntentFromBrowser(id: string, form: Record<string, unknown>): Promise<BrowserAnswer>;
  /** The authentication step a 3-D Secure test card asks for: `outcome` complete or fail. */
  authenticateSetupIntentFromBrowser(id: string, form: Record<string, unknown>): Promise<BrowserAnswer>;
  /** The same step for a charge: a PaymentIntent in `requires_action`, `outcome` complete or fail. */
  authenticatePaymentIntentFromBrowser(id: string, form: Record<string, unknown>): Promise<BrowserAnswer>;
  /**
   * Moves the clock; resolves once everything that came due has run and its events were delivered. With
   * `throughRenewalDrafts` it moves on to when the renewals drafted by then are charged (at most an hour more).
   */
  advanceClock(seconds: number, options?: { throughRenewalDrafts?: boolean }): Promise<{ now: number }>;
  /** Resolves once every recorded event was offered to the webhook endpoint. */
  deliverPendingEvents(): Promise<void>;
  /**
   * The operator's switch (for tests; off until turned): the next `count` requests of Stripe's API are answered
   * Stripe's 429, `rate_limit` (with `Retry-After`) or `lock_timeout` (with `Stripe-Should-Retry: true`).
   */
  refuseNextRequests(count: number, refusal: 'rate_limit' | 'lock_timeout'): void;
}

/** The payments port: the `stripe` SDK, bound to Stripe or to the local provider, and what the browser needs. */
export interface Payments {
  provider: 'local' | 'stripe';
  stripe: Stripe;
  publishableKey: string;
  webhookSecret: string;
  /** What a plan becomes after its last failed retry: known with the local provider; Stripe's Dashboard decides. */
  retryEnd: 'cancel' | 'unpaid' | null;
  /** Seconds on the provider's clock: real time with Stripe; the local provider's moves with `advanceClock`. */
  now(): Promise<number>;
  /** Null with Stripe. */
  local: LocalProviderControls | null;
}
