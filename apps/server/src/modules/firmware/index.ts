// The firmware module's public entry: what the rest of the server uses of it.
export { firmwareRoutes } from './firmware.routes.js';
export { createFirmwareService } from './firmware.service.js';
export { createFirmwaresRepository } from './firmwares.repository.js';
