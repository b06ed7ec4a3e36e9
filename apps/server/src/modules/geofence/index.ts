// The geofence module's public entry: what the rest of the server uses of it.
export { geofenceRoutes } from './geofence.routes.js';
export { createGeofenceService } from './geofence.service.js';
