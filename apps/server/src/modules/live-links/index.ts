// The live-links module's public entry: what the rest of the server uses of it.
export { createLiveLinksRepository } from './live-links.repository.js';
export { liveLinksRoutes } from './live-links.routes.js';
export { createLiveLinksService, type LiveLinksService } from './live-links.service.js';
export { answeringLiveLinksOf } from './answering-live-links.js';
export { endLinksMadeBy, endSharedLinks } from './end-shared-links.js';
