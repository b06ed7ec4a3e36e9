// The account-sharing module's public entry: what the rest of the server uses of it.
export { createAccountSharesRepository } from './account-shares.repository.js';
export { accountSharingRoutes } from './account-sharing.routes.js';
export { createAccountSharingService } from './account-sharing.service.js';
