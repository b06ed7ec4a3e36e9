// The location module's public entry: what the rest of the server uses of it.
export { locationRoutes } from './location.routes.js';
export { createLocationService } from './location.service.js';
