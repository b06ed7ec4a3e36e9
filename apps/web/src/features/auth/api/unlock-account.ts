import type { SuccessMessage } from '@lodestar/contract';
import { apiRequest } from '../../../lib/api-client';

/** The link mailed when wrong passwords paused signing in: ends the pause. */
export const unlockAccount = (token: string) =>
  apiRequest<SuccessMessage>(`/login/unlock/${encodeURIComponent(token)}`, { method: 'POST', anonymous: true });
