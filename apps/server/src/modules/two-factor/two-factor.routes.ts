import { twoFactorEndpoints as calls } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { TwoFactorService } from './two-factor.service.js';

interface TwoFactorRoutesDeps {
  guards: AuthGuards;
  twoFactor: TwoFactorService;
  /** The calls that check a code are limited like sign-in, so codes cannot be guessed through them. */
  authRateLimit: { max: number; timeWindow: string };
}

export async function twoFactorRoutes(app: ApiApp, { guards, twoFactor, authRateLimit }: TwoFactorRoutesDeps) {
  const limited = { rateLimit: authRateLimit };

  app.route({
    ...routeOf(calls.init),
    onRequest: guards.interactive,
    handler: async (request) => succeeded(await twoFactor.init(callerOf(request))),
  });

  app.route({
    ...routeOf(calls.verify),
    onRequest: guards.interactive,
    config: limited,
    handler: async (request) => succeeded(await twoFactor.verify(callerOf(request), request.params.token)),
  });

  app.route({
    ...routeOf(calls.unlink),
    onRequest: guards.interactive,
    config: limited,
    handler: async (request) => succeeded(await twoFactor.unlink(callerOf(request), request.body)),
  });

  app.route({
    ...routeOf(calls.renewRecoveryCodes),
    onRequest: guards.interactive,
    config: limited,
    handler: async (request) => succeeded(await twoFactor.renewRecoveryCodes(callerOf(request), request.body)),
  });
}
