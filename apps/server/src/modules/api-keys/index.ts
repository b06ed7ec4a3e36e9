// The api-keys module's public entry: what the rest of the server uses of it.
export { createApiKeysRepository } from './api-keys.repository.js';
export { apiKeysRoutes } from './api-keys.routes.js';
export { createApiKeysService, type ApiKeysService } from './api-keys.service.js';
export { apiKeySessionId, isApiKey } from './api-key.js';
