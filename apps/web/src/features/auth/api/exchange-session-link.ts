import { authEndpoints } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** A session link's one-time code for a session of its own (`?session=CODE`). */
export const exchangeSessionLink = (code: string) =>
  callApi(authEndpoints.exchangeSessionLink, { body: { code } }, { anonymous: true });
