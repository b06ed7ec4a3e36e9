import {
  recoveryCodesRequestSchema,
  successMessageSchema,
  twoFactorInitResponseSchema,
  twoFactorVerifyParamsSchema,
  twoFactorVerifyResponseSchema,
  unlinkTwoFactorRequestSchema,
} from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import type { TwoFactorService } from './two-factor.service.js';

interface TwoFactorRoutesDeps {
  guards: AuthGuards;
  twoFactor: TwoFactorService;
  /** The calls that check a code are limited like sign-in, so codes cannot be guessed through them. */
  authRateLimit: { max: number; timeWindow: string };
}

export async function twoFactorRoutes(app: ApiApp, { guards, twoFactor, authRateLimit }: TwoFactorRoutesDeps) {
  const tags = ['Two-step sign-in'];

  app.post('/api/v2/account/2fa/init', {
    onRequest: guards.interactive,
    schema: {
      tags,
      summary: 'Start adding two-step sign-in: a new secret as text, otpauth:// address and QR image',
      response: { 200: twoFactorInitResponseSchema, ...errorResponses(401, 403, 409) },
    },
    handler: (request) => twoFactor.init(callerOf(request)),
  });

  app.post('/api/v2/account/2fa/verify/:token', {
    onRequest: guards.interactive,
    config: { rateLimit: authRateLimit },
    schema: {
      tags,
      summary: "Turn two-step sign-in on with a code of the new secret; answers the recovery codes, shown this once",
      params: twoFactorVerifyParamsSchema,
      response: { 200: twoFactorVerifyResponseSchema, ...errorResponses(400, 401, 403, 429) },
    },
    handler: (request) => twoFactor.verify(callerOf(request), request.params.token),
  });

  app.delete('/api/v2/account/2fa', {
    onRequest: guards.interactive,
    config: { rateLimit: authRateLimit },
    schema: {
      tags,
      summary: 'Unlink the authenticator, with the password and a current code: the secret, recovery codes and remembered browsers go',
      body: unlinkTwoFactorRequestSchema,
      response: { 200: successMessageSchema, ...errorResponses(400, 401, 403, 429) },
    },
    handler: (request) => twoFactor.unlink(callerOf(request), request.body),
  });

  app.post('/api/v2/account/2fa/recovery-codes', {
    onRequest: guards.interactive,
    config: { rateLimit: authRateLimit },
    schema: {
      tags,
      summary: 'Replace every recovery code; needs the password and a current authenticator code',
      body: recoveryCodesRequestSchema,
      response: { 200: twoFactorVerifyResponseSchema, ...errorResponses(400, 401, 403, 429) },
    },
    handler: (request) => twoFactor.renewRecoveryCodes(callerOf(request), request.body),
  });
}
