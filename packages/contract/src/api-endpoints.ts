import { accountEndpoints, apiKeyEndpoints, clientLocationEndpoints, twoFactorEndpoints, usersEndpoints } from './account.js';
import { authEndpoints } from './auth.js';
import { systemEndpoints } from './config.js';
import { firmwareEndpoints } from './firmware.js';
import type { EndpointSpec } from './endpoint.js';

/** The API's calls, by feature; the server registers its /api routes from these tables. */
export const apiEndpoints = {
  auth: authEndpoints,
  account: accountEndpoints,
  twoFactor: twoFactorEndpoints,
  apiKeys: apiKeyEndpoints,
  users: usersEndpoints,
  clientLocation: clientLocationEndpoints,
  system: systemEndpoints,
  firmware: firmwareEndpoints,
} as const;

/** Every call of the tables, for checks that walk them all. */
export const everyEndpoint = (): EndpointSpec[] => Object.values(apiEndpoints).flatMap((table) => Object.values(table));
