import { accountCreditEndpoints } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { routeOf } from '../../http/endpoint-route.js';
import { succeeded } from '../../http/envelope.js';
import type { ApiApp } from '../../http/types.js';
import type { AccountCreditService } from './account-credit.service.js';

/** The account's credit and its movements: a payer (decision 0052), signed in or with an API key, like the history. */
export async function accountCreditRoutes(
  app: ApiApp,
  { guards, accountCredit }: { guards: AuthGuards; accountCredit: AccountCreditService },
) {
  app.route({
    ...routeOf(accountCreditEndpoints.credit),
    onRequest: guards.user,
    handler: async (request) => succeeded(await accountCredit.credit(callerOf(request), request.query)),
  });
}
