import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  successMessageSchema,
  tokenParamsSchema,
  updatedUserResponseSchema,
  updateUserRequestSchema,
} from '@lodestar/contract';
import { callerOf, principalOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import type { EmailChangeService } from './email-change.service.js';
import type { PasswordChangeService } from './password-change.service.js';
import type { ProfileService } from './profile.service.js';

interface AccountRoutesDeps {
  guards: AuthGuards;
  profile: ProfileService;
  emailChange: EmailChangeService;
  passwordChange: PasswordChangeService;
  /** The password and email calls are limited like sign-in: one guesses a password, the other sends mail. */
  authRateLimit: { max: number; timeWindow: string };
}

export async function accountRoutes(app: ApiApp, deps: AccountRoutesDeps) {
  const { guards, profile, emailChange, passwordChange, authRateLimit } = deps;
  const tags = ['Account'];

  app.put('/api/v2/users/me', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: 'Update the profile: name (or firstName and lastName), country (the currency follows), time zone, picture, two-step setting',
      body: updateUserRequestSchema,
      response: { 200: updatedUserResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: (request) => profile.update(principalOf(request), request.body),
  });

  app.put('/api/v2/account/email', {
    onRequest: guards.interactive,
    config: { rateLimit: authRateLimit },
    schema: {
      tags,
      summary:
        'Change the email, with the password (and the code while two-step is on): the new address is mailed a link that completes the change, the old one a notice with a link that cancels or reverses it for 48 hours',
      body: changeEmailRequestSchema,
      response: { 200: updatedUserResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
    },
    handler: (request) => emailChange.request(callerOf(request), request.body),
  });

  app.post('/api/v2/account/email/cancel/:token', {
    config: { rateLimit: authRateLimit },
    schema: {
      tags,
      summary:
        "The old address's link: cancel a pending email change, or move the account back to the old address (every session ends; 409 when another account has it by now)",
      params: tokenParamsSchema,
      response: { 200: successMessageSchema, ...errorResponses(400, 409, 429) },
    },
    handler: (request) => emailChange.undo(request.params.token),
  });

  app.put('/api/v2/account/password', {
    onRequest: guards.interactive,
    config: { rateLimit: authRateLimit },
    schema: {
      tags,
      summary:
        'Change the password; every other session ends, remembered browsers are forgotten, a pending email change is cancelled and the API key is switched off (its sockets close; the owner may switch it on again). Wrong old passwords count like failed sign-ins and lock the account',
      body: changePasswordRequestSchema,
      response: { 200: successMessageSchema, ...errorResponses(400, 401, 403, 429) },
    },
    handler: (request) => passwordChange.change(principalOf(request), request.body),
  });
}
