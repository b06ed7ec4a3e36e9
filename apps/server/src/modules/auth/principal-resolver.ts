import type { PrincipalResolver } from '../../http/authenticate.js';
import type { ApiKeysService } from '../api-keys/index.js';
import { apiKeySessionId, isApiKey } from '../api-keys/index.js';
import type { AuthService } from './auth.service.js';

interface PrincipalSources {
  sessions: Pick<AuthService, 'authenticate'>;
  apiKeys: Pick<ApiKeysService, 'authenticate'>;
}

/** The token an Authorization header carries, with or without its `Bearer` scheme. */
const bearerToken = (authorization: string | undefined) => authorization?.replace(/^Bearer\s+/i, '').trim();

/**
 * Finds who is calling from their credentials: an API key (in X-API-Key or as the bearer token), else a session
 * token. An X-API-Key that is not a working key answers nobody, whatever else the call carries.
 */
export function createPrincipalResolver({ sessions, apiKeys }: PrincipalSources): PrincipalResolver {
  return async ({ authorization, apiKey }) => {
    const token = bearerToken(authorization);
    // A session token never has a key's shape.
    const key = apiKey ?? (token !== undefined && isApiKey(token) ? token : undefined);
    if (key !== undefined) {
      const user = await apiKeys.authenticate(key);
      return user && { sessionId: apiKeySessionId(user.id), expiresAt: null, user, via: 'apiKey' };
    }
    const found = await sessions.authenticate(token);
    return found && { ...found, via: 'session' };
  };
}
