import { accountEndpoints as calls } from '@lodestar/contract';
import { callerOf, principalOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { EmailChangeService } from './email-change.service.js';
import type { PasswordChangeService } from './password-change.service.js';
import type { ProfileService } from './profile.service.js';
import type { RecentShares } from './recent-shares.js';

interface AccountRoutesDeps {
  guards: AuthGuards;
  profile: ProfileService;
  emailChange: EmailChangeService;
  passwordChange: PasswordChangeService;
  recentShares: RecentShares;
  /** The password and email calls are limited like sign-in: one guesses a password, the other sends mail. */
  authRateLimit: { max: number; timeWindow: string };
}

export async function accountRoutes(app: ApiApp, deps: AccountRoutesDeps) {
  const { guards, profile, emailChange, passwordChange, recentShares, authRateLimit } = deps;
  const limited = { rateLimit: authRateLimit };

  app.route({
    ...routeOf(calls.updateProfile),
    onRequest: guards.user,
    handler: async (request) => succeeded(await profile.update(principalOf(request), request.body)),
  });

  app.route({
    ...routeOf(calls.changeEmail),
    onRequest: guards.interactive,
    config: limited,
    handler: async (request) => succeeded(await emailChange.request(callerOf(request), request.body)),
  });

  app.route({
    ...routeOf(calls.cancelEmailChange),
    config: limited,
    handler: async (request) => succeeded(await emailChange.undo(request.params.token)),
  });

  app.route({
    ...routeOf(calls.changePassword),
    onRequest: guards.interactive,
    config: limited,
    handler: async (request) => succeeded(await passwordChange.change(principalOf(request), request.body)),
  });

  app.route({
    ...routeOf(calls.recentShares),
    onRequest: guards.user,
    handler: async (request) => succeeded({ recentShares: await recentShares(callerOf(request).id) }),
  });
}
