import type { SuccessMessage } from '@lodestar/contract';
import { apiRequest } from '../../../lib/api-client';

/** The old address's link of an email change: cancels it, or moves the account back, for 48 hours. */
export const cancelEmailChange = (token: string) =>
  apiRequest<SuccessMessage>(`/v2/account/email/cancel/${encodeURIComponent(token)}`, { method: 'POST', anonymous: true });
