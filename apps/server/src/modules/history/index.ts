// The history module's public entry: what the rest of the server uses of it.
export { createHistoryRepository } from './history.repository.js';
export { historyRoutes } from './history.routes.js';
export { createHistoryService } from './history.service.js';
export { toLocationRecord } from './location.mapper.js';
