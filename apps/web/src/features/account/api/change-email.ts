import { accountEndpoints, type ChangeEmailRequest } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';
import { useUpdatedUserMutation } from './updated-user-mutation';

export const changeEmail = (body: ChangeEmailRequest) => callApi(accountEndpoints.changeEmail, { body });

/** Asks for a new email address; the answered user carries it in `updateToEmail` until the link is opened. */
export const useChangeEmail = () => useUpdatedUserMutation(changeEmail);
