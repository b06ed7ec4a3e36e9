import { accountEndpoints } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** The old address's link of an email change: cancels it, or moves the account back, for 48 hours. */
export const cancelEmailChange = (token: string) =>
  callApi(accountEndpoints.cancelEmailChange, { params: { token } }, { anonymous: true });
