import type { ChangeEmailRequest, UpdatedUserResponse } from '@lodestar/contract';
import { apiRequest } from '../../../lib/api-client';
import { useUpdatedUserMutation } from './updated-user-mutation';

export const changeEmail = (body: ChangeEmailRequest) =>
  apiRequest<UpdatedUserResponse>('/v2/account/email', { method: 'PUT', body });

/** Asks for a new email address; the answered user carries it in `updateToEmail` until the link is opened. */
export const useChangeEmail = () => useUpdatedUserMutation(changeEmail);
