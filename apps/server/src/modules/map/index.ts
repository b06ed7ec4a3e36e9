// The map module's public entry: what the rest of the server uses of it.
export { mapRoutes } from './map.routes.js';
export { createMapService } from './map.service.js';
