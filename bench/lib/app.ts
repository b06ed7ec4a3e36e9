import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import type { DatabaseHandle } from '../../apps/server/src/db/client.js';

/**
 * The real app in process on `database`, for benches that call it with `inject` (no network): no captcha, no
 * logging, and rate limits far above what a bench sends.
 */
export function buildBenchApp(database: DatabaseHandle) {
  const config = loadConfig({
    CAPTCHA_PROVIDER: 'none',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_PER_MINUTE: '1000000',
    WEB_RATE_LIMIT_PER_MINUTE: '1000000',
    OSMAND_REPORTS_PER_MINUTE: '1000000',
    OSMAND_REPORTS_PER_MINUTE_PER_ADDRESS: '1000000',
    EXPENSIVE_READS_MS_PER_MINUTE: '100000000',
  });
  return buildApp({ config, database, logger: false });
}

/** Signs in to a bench app; answers the Authorization header its calls send. */
export async function signInTo(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`signing in answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { authHeader: string }).authHeader;
}

export type SignedInSend = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** Calls of a signed-in account through `inject`; an answer of 300 or more throws with its status and body. */
export function signedInSender(app: FastifyInstance, authorization: string): SignedInSend {
  return async (method, url, payload) => {
    const response = await app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    return response;
  };
}
