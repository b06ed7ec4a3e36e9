import { randomBytes } from 'node:crypto';
import qs from 'qs';
import { keyRefusal } from './api-key.js';
import type { OperatorRefusals } from './operator-refusals.js';
import { idempotentRequest } from './idempotency.js';
import type { Answer, Operation, RunOptions } from './request-runner.js';
import type { RouteMatch } from './router.js';
import { LocalStripeError, type LocalRequest } from './types.js';

/** Stripe's form encoding with brackets (`items[0][price]=…`, `expand[0]=…`); lists stay arrays up to 1000 items. */
export function decodeForm(text: string): Record<string, unknown> {
  return qs.parse(text, { arrayLimit: 1000, depth: 10, parameterLimit: 10_000 }) as Record<string, unknown>;
}

interface FacadeDeps {
  /** The one key the provider answers; any other is refused as Stripe refuses a wrong key. */
  secretKey: string;
  /** The operator's switch that has requests answered a 429. */
  refusals: OperatorRefusals;
  match(method: string, path: string): RouteMatch | undefined;
  run(operation: Operation, options: RunOptions): Promise<Answer>;
}

const METHODS: readonly string[] = ['GET', 'POST', 'DELETE'] satisfies LocalRequest['method'][];

function errorAnswer(error: LocalStripeError): Answer {
  return { status: error.status, body: error.toBody(), replayed: false, headers: error.headers };
}

/** The provider's `fetch`: what the `stripe` SDK's fetch HTTP client sends, answered without any network. */
export function createHttpFacade(deps: FacadeDeps): typeof fetch {
  async function answer(input: Parameters<typeof fetch>[0], init: RequestInit | undefined): Promise<Answer> {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input));
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers ?? request?.headers);
    const rawBody = typeof init?.body === 'string' ? init.body : request ? await request.text() : '';

    const refusal = keyRefusal(headers.get('authorization'), deps.secretKey) ?? deps.refusals.take();
    if (refusal) return errorAnswer(refusal);
    const found = METHODS.includes(method) ? deps.match(method, url.pathname) : undefined;
    if (!found) {
      return errorAnswer(
        new LocalStripeError(
          404,
          'invalid_request_error',
          `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        ),
      );
    }

    const { expand, ...body } = decodeForm(method === 'POST' ? rawBody : url.search.slice(1));
    const paths = expand === undefined ? [] : Array.isArray(expand) ? expand : [expand];
    if (paths.some((path) => typeof path !== 'string'))
      return errorAnswer(new LocalStripeError(400, 'invalid_request_error', 'Invalid array', { param: 'expand' }));
    const key = method === 'POST' ? headers.get('idempotency-key') : null;
    const localRequest: LocalRequest = {
      method: method as LocalRequest['method'],
      path: url.pathname,
      params: found.params,
      body,
    };
    return deps.run((store, control) => found.route.handle(localRequest, store, control), {
      expand: paths as string[],
      mutating: method !== 'GET',
      ...(key ? { idempotency: idempotentRequest(key, method, url.pathname, rawBody) } : {}),
    });
  }

  return async (input, init) => {
    const { status, body, replayed, headers: extra } = await answer(input, init);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Request-Id': `req_${randomBytes(12).toString('hex')}`,
      ...extra,
    };
    if (replayed) headers['Idempotent-Replayed'] = 'true';
    return new Response(JSON.stringify(body), { status, headers });
  };
}
