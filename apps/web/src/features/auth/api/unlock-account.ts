import { authEndpoints } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** The link mailed when wrong passwords paused signing in: ends the pause. */
export const unlockAccount = (token: string) =>
  callApi(authEndpoints.unlockAccount, { params: { token } }, { anonymous: true });
