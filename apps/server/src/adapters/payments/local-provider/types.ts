/** A Stripe-shaped object as the local provider keeps and answers it. `_local` holds what it never answers. */
export interface StripeObject {
  id: string;
  object: string;
  created?: number;
  customer?: string | null | Record<string, unknown>;
  _local?: Record<string, unknown>;
  [field: string]: unknown;
}

export interface StripeList<T> {
  object: 'list';
  url: string;
  has_more: boolean;
  data: T[];
}

export interface ListPage {
  limit?: number;
  starting_after?: string;
  ending_before?: string;
}

/** A request as the SDK sent it: the path's parameters, and the form body or query string decoded with `qs`. */
export interface LocalRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  params: Record<string, string>;
  body: Record<string, unknown>;
}

/** One operation of Stripe's API the local provider answers, e.g. `POST /v1/customers/:id`. */
export interface LocalRoute {
  method: LocalRequest['method'];
  path: string;
  handle(request: LocalRequest, store: import('./store.js').LocalStore): Promise<StripeObject | StripeList<StripeObject>>;
}

/** Stripe's error body: `{ error: { type, code, message, param, decline_code } }`, with its HTTP status. */
export class LocalStripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error',
    message: string,
    readonly details: { code?: string; param?: string; decline_code?: string; [key: string]: unknown } = {},
    /** Response headers Stripe sends with this error (`Stripe-Should-Retry`, `Retry-After`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody() {
    return { error: { type: this.type, message: this.message, ...this.details } };
  }
}

export function missing(object: string, id: string, param = 'id'): LocalStripeError {
  return new LocalStripeError(404, 'invalid_request_error', `No such ${object}: '${id}'`, { code: 'resource_missing', param });
}

export function invalid(message: string, param?: string): LocalStripeError {
  return new LocalStripeError(400, 'invalid_request_error', message, { code: 'parameter_invalid', ...(param ? { param } : {}) });
}
