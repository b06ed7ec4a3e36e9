import qs from 'qs';
import Stripe from 'stripe';
import type { Clock } from '../../../clock.js';
import type { Database } from '../../../../db/client.js';
import { moveClock, openStore, publicView, type LocalStore } from '../store.js';
import { LocalStripeError, type LocalRequest, type LocalRoute, type StripeObject } from '../types.js';
import { billingRoutes, runDueBilling } from './index.js';

/** A clock fixed at a chosen instant; the provider's own clock is moved with `moveClock`. */
export class FixedClock implements Clock {
  constructor(private readonly instant: Date) {}
  now() {
    return this.instant;
  }
}

function match(
  routes: LocalRoute[],
  method: string,
  path: string,
): { route: LocalRoute; params: Record<string, string> } | undefined {
  const parts = path.split('/');
  const candidates = routes
    .filter((route) => route.method === method && route.path.split('/').length === parts.length)
    .sort((a, b) => a.path.split(':').length - b.path.split(':').length);
  for (const route of candidates) {
    const params: Record<string, string> = {};
    const ok = route.path.split('/').every((part, index) => {
      if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(parts[index]!);
      return part.startsWith(':') || part === parts[index];
    });
    if (ok) return { route, params };
  }
  return undefined;
}

function answer(result: StripeObject | { object: 'list'; data: StripeObject[] }) {
  return result.object === 'list'
    ? { ...result, data: (result.data as StripeObject[]).map((item) => publicView(item)) }
    : publicView(result as StripeObject);
}

/**
 * A test-only stand-in for the provider's HTTP facade: the real `stripe` SDK, its requests decoded with `qs` and
 * answered by the billing routes (plus any `extraRoutes`) on a store of `db`, errors as Stripe's error bodies.
 */
export function localStripe(db: Database, clock: Clock, extraRoutes: LocalRoute[] = []): Stripe {
  const routes = [...billingRoutes, ...extraRoutes];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const method = (init?.method ?? 'GET') as LocalRequest['method'];
    const body = qs.parse(method === 'POST' ? String(init?.body ?? '') : url.search.slice(1)) as Record<
      string,
      unknown
    >;
    const found = match(routes, method, url.pathname);
    let status = 200;
    let payload: unknown;
    if (!found) {
      status = 404;
      payload = {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname}).` },
      };
    } else {
      try {
        const store = await openStore(db, clock);
        payload = answer(await found.route.handle({ method, path: url.pathname, params: found.params, body }, store));
      } catch (error) {
        if (!(error instanceof LocalStripeError)) throw error;
        status = error.status;
        payload = error.toBody();
      }
    }
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_local' },
    });
  };
  return new Stripe('sk_test_local', {
    httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
    maxNetworkRetries: 0,
  });
}

/** Moves the provider's clock and runs whatever billing fell due. */
export async function advance(db: Database, clock: Clock, seconds: number): Promise<void> {
  await moveClock(db, seconds);
  await runDueBilling(await openStore(db, clock));
}

export async function storeOf(db: Database, clock: Clock): Promise<LocalStore> {
  return openStore(db, clock);
}
