// The mail module's public entry: what the rest of the server uses of it.
export { devMailboxRoutes } from './dev-mailbox.routes.js';
export { createOutboxRepository } from './outbox.repository.js';
