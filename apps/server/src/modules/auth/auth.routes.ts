import { authEndpoints as calls, signUpEndpoints, type LoginResponse } from '@lodestar/contract';
import type { FastifyReply } from 'fastify';
import { clientInfo, principalOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { AccountUnlock } from './account-unlock.js';
import type { AuthService } from './auth.service.js';
import type { LoginOutcome } from './sign-in-completion.js';
import { serializeSignInCookie } from '../../http/sign-in-cookies.js';

export interface AuthRoutesDeps {
  auth: AuthService;
  accountUnlock: AccountUnlock;
  guards: AuthGuards;
  authRateLimit: { max: number; timeWindow: string };
  /** Cookies carry `Secure` when the portal is served over https. */
  secureCookies: boolean;
}

export async function authRoutes(app: ApiApp, { auth, accountUnlock, guards, authRateLimit, secureCookies }: AuthRoutesDeps) {
  const limited = { rateLimit: authRateLimit };

  app.route({
    ...routeOf(signUpEndpoints.signup),
    config: limited,
    handler: async (request, reply) => reply.code(201).send(succeeded(await auth.signup(request.body, clientInfo(request)))),
  });

  /** Answers a sign-in's outcome, setting the cookies it leaves in the browser. */
  const signedIn = <T extends LoginResponse>({ body, cookies }: LoginOutcome<T>, reply: FastifyReply) => {
    if (cookies.length > 0) reply.header('set-cookie', cookies.map((cookie) => serializeSignInCookie(cookie, secureCookies)));
    return succeeded(body);
  };

  app.route({
    ...routeOf(calls.login),
    config: limited,
    handler: async (request, reply) => signedIn(await auth.login(request.body, clientInfo(request), request.headers.cookie), reply),
  });

  app.route({
    ...routeOf(calls.loginTwoStep),
    config: limited,
    handler: async (request, reply) => signedIn(await auth.loginTwoStep(request.body, clientInfo(request), request.headers.cookie), reply),
  });

  app.route({
    ...routeOf(calls.logout),
    onRequest: guards.sessionOnly,
    handler: async (request) => succeeded(await auth.logout(principalOf(request).sessionId)),
  });

  app.route({
    ...routeOf(calls.forgotPassword),
    config: limited,
    handler: async (request) => succeeded(await auth.forgotPassword(request.body, clientInfo(request))),
  });

  app.route({
    ...routeOf(calls.openMailedLink),
    config: limited,
    onRequest: guards.optionalSession,
    handler: async (request) => {
      const { body } = request;
      if (body && 'password' in body) return succeeded(await auth.resetPassword(request.params.token, body.password));
      const opener = { sessionUserId: request.principal?.user.id, signupPassword: body?.signupPassword };
      return succeeded(await auth.verifyEmail(request.params.token, opener, clientInfo(request)));
    },
  });

  app.route({
    ...routeOf(calls.unlockAccount),
    config: limited,
    handler: async (request) => succeeded(await accountUnlock.unlock(request.params.token)),
  });

  app.route({
    ...routeOf(calls.createSessionLink),
    onRequest: guards.interactive,
    handler: async (request) => succeeded(await auth.createSessionLink(principalOf(request).user.id)),
  });

  app.route({
    ...routeOf(calls.exchangeSessionLink),
    config: limited,
    handler: async (request) => succeeded(await auth.exchangeSessionLink(request.body.code, clientInfo(request))),
  });

  app.route({
    ...routeOf(calls.resendVerification),
    config: limited,
    handler: async (request) => succeeded(await auth.resendVerification(request.body)),
  });
}
