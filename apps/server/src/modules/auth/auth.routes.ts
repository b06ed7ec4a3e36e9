import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  loginSuccessSchema,
  sessionLinkRequestSchema,
  sessionLinkResponseSchema,
  verifyEmailRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  successMessageSchema,
  tokenParamsSchema,
} from '@lodestar/contract';
import { clientInfo, principalOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import { z } from 'zod';
import type { AccountUnlock } from './account-unlock.js';
import type { AuthService } from './auth.service.js';
import { serializeTrustedBrowserCookie } from './trusted-browser-cookie.js';

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
  const tags = ['Authentication'];

  app.post('/api/signup', {
    config: limited,
    schema: {
      tags,
      summary: 'Create an account; a verification mail is sent and the account can sign in once verified',
      body: signupRequestSchema,
      response: { 201: signupResponseSchema, ...errorResponses(400, 409, 429) },
    },
    handler: async (request, reply) => reply.code(201).send(await auth.signup(request.body, clientInfo(request))),
  });

  app.post('/api/login', {
    config: limited,
    schema: {
      tags,
      summary:
        'Sign in with email and password, and the two-step or a recovery code when asked (a remembered browser skips it); answers the user and authHeader',
      body: loginRequestSchema,
      response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
    },
    handler: async (request, reply) => {
      const { body, rememberBrowser } = await auth.login(request.body, clientInfo(request), request.headers.cookie);
      if (rememberBrowser) reply.header('set-cookie', serializeTrustedBrowserCookie(rememberBrowser, secureCookies));
      return body;
    },
  });

  app.post('/api/logout', {
    onRequest: guards.sessionOnly,
    schema: { tags, summary: 'End this session on the server', response: { 200: successMessageSchema, ...errorResponses(401, 403) } },
    handler: (request) => auth.logout(principalOf(request).sessionId),
  });

  app.post('/api/login/forgot', {
    config: limited,
    schema: {
      tags,
      summary: 'Mail a password reset link (the answer is the same whether or not the address has an account)',
      body: forgotPasswordRequestSchema,
      response: { 200: successMessageSchema, ...errorResponses(400, 429) },
    },
    handler: (request) => auth.forgotPassword(request.body, clientInfo(request)),
  });

  app.post('/api/login/reset/:token', {
    config: limited,
    onRequest: guards.optionalSession,
    schema: {
      tags,
      summary:
        'With {password, confirmation}: set a new password from a reset link (every session ends, a pending email change is cancelled, the API key is switched off). ' +
        'With no body, or {signupPassword}: verify the email (403 unless the Authorization header carries a session of the account, such as the one sign-up answered, or signupPassword is the password chosen at sign-up; every session then ends), ' +
        'or move the account to the address the link was mailed to (403 unless sent with a session of that account; 409 when taken meanwhile)',
      params: tokenParamsSchema,
      body: z.union([resetPasswordRequestSchema, verifyEmailRequestSchema]).nullish(),
      response: { 200: successMessageSchema, ...errorResponses(400, 401, 403, 409, 429) },
    },
    handler: (request) => {
      const { body } = request;
      if (body && 'password' in body) return auth.resetPassword(request.params.token, body.password);
      const opener = { sessionUserId: request.principal?.user.id, signupPassword: body?.signupPassword };
      return auth.verifyEmail(request.params.token, opener, clientInfo(request));
    },
  });

  app.post('/api/login/unlock/:token', {
    config: limited,
    schema: {
      tags,
      summary: 'End the pause that wrong passwords put on sign-in, from the link mailed to the owner when it began (400 when unknown, used or expired)',
      params: tokenParamsSchema,
      response: { 200: successMessageSchema, ...errorResponses(400, 429) },
    },
    handler: (request) => accountUnlock.unlock(request.params.token),
  });

  app.post('/api/v2/account/session-link', {
    onRequest: guards.interactive,
    schema: {
      tags,
      summary: 'A one-time code, good for two minutes, that opens the portal signed in: /?session=CODE (a session only, never an API key)',
      response: { 200: sessionLinkResponseSchema, ...errorResponses(401, 403) },
    },
    handler: (request) => auth.createSessionLink(principalOf(request).user.id),
  });

  app.post('/api/login/session-link', {
    config: limited,
    schema: {
      tags,
      summary: "Exchange a session link's one-time code for a new session (401 when it is unknown, used or expired)",
      body: sessionLinkRequestSchema,
      response: { 200: loginSuccessSchema, ...errorResponses(400, 401, 429) },
    },
    handler: (request) => auth.exchangeSessionLink(request.body.code, clientInfo(request)),
  });

  app.post('/api/v2/account/resend-verification-email', {
    config: limited,
    schema: {
      tags,
      summary: 'Mail a new verification link to an unverified account',
      body: resendVerificationRequestSchema,
      response: { 200: successMessageSchema, ...errorResponses(400, 429) },
    },
    handler: (request) => auth.resendVerification(request.body),
  });
}
