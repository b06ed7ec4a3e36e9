// The groups module's public entry: what the rest of the server uses of it.
export { createGroupsRepository } from './groups.repository.js';
export { groupsRoutes } from './groups.routes.js';
export { createGroupsService } from './groups.service.js';
