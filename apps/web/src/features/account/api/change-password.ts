import { accountEndpoints, type ChangePasswordRequest } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';
import { apiKeyKey } from './api-key';
import { useUserReloadingMutation } from './updated-user-mutation';

export const changePassword = (body: ChangePasswordRequest) => callApi(accountEndpoints.changePassword, { body });

/**
 * Sets a new password; the server ends the user's other sessions (this one stays), cancels a pending email change and
 * switches the API key off, so the user and the key are reloaded.
 */
export const useChangePassword = () => useUserReloadingMutation(changePassword, [apiKeyKey]);
