import { sharingEndpoints } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** Ends a share the account made, from the list a password change answers (the sharing call itself). */
export const revokeShare = (id: string) => callApi(sharingEndpoints.remove, { params: { id } });
