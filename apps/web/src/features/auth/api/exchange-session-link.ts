import type { LoginSuccess } from '@lodestar/contract';
import { apiRequest } from '../../../lib/api-client';

/** A session link's one-time code for a session of its own (`?session=CODE`). */
export const exchangeSessionLink = (code: string) =>
  apiRequest<LoginSuccess>('/login/session-link', { method: 'POST', body: { code }, anonymous: true });
