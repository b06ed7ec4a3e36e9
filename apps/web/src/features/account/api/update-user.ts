import type { UpdatedUserResponse, UpdateUserRequest } from '@lodestar/contract';
import { apiRequest } from '../../../lib/api-client';
import { useUpdatedUserMutation } from './updated-user-mutation';

export const updateUser = (body: UpdateUserRequest) =>
  apiRequest<UpdatedUserResponse>('/v2/users/me', { method: 'PUT', body });

/** Saves changed profile fields (or the two-step setting); the signed-in user takes the answer at once. */
export const useUpdateUser = () => useUpdatedUserMutation(updateUser);
