// The users module's public entry: what the rest of the server uses of it.
export { createAdminUsersRepository } from './admin-users.repository.js';
export { adminUsersRoutes } from './admin-users.routes.js';
export { createAdminUsersService } from './admin-users.service.js';
export { toTransferCandidate, toUser } from './user.mapper.js';
export { createUserViews, type UserViews } from './user-views.js';
export { createUsersRepository, type UsersRepository } from './users.repository.js';
export type { UserSecrets } from './user-reads.repository.js';
export { usersRoutes } from './users.routes.js';
