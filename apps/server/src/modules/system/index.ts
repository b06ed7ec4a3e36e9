// The system module's public entry: what the rest of the server uses of it.
export { endLiveTracking, sweepExpired } from './housekeeping.js';
export { createPublicConfig } from './public-config.js';
export { createSpentCaptchasRepository } from './spent-captchas.repository.js';
export { systemRoutes } from './system.routes.js';
