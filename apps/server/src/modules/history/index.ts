// The history module's public entry: what the rest of the server uses of it.
export { createHistoryRepository } from './history.repository.js';
export { createHistoryChartsRepository } from './history-charts.repository.js';
export { historyChartsRoutes } from './history-charts.routes.js';
export { createHistoryChartsService } from './history-charts.service.js';
export { createHistoryRetention } from './history-retention.js';
export { createHistoryRetentionRepository } from './history-retention.repository.js';
export { historyRoutes } from './history.routes.js';
export { createHistoryService } from './history.service.js';
export { toLocationRecord } from './location.mapper.js';
export { createTripsRepository } from './trips.repository.js';
export { tripsRoutes } from './trips.routes.js';
export { createTripsService } from './trips.service.js';
