// The client-location module's public entry: what the rest of the server uses of it.
export { clientLocationRoutes } from './client-location.routes.js';
export { createClientLocationService } from './client-location.service.js';
