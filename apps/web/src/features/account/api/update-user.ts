import { accountEndpoints, type UpdateUserRequest } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';
import { useUpdatedUserMutation } from './updated-user-mutation';

export const updateUser = (body: UpdateUserRequest) => callApi(accountEndpoints.updateProfile, { body });

/** Saves changed profile fields (or the two-step setting); the signed-in user takes the answer at once. */
export const useUpdateUser = () => useUpdatedUserMutation(updateUser);
