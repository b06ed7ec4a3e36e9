// The mail module's public entry: what the rest of the server uses of it.
export { devMailboxRoutes } from './dev-mailbox.routes.js';
export { MAIL_QUOTA_WINDOW_MS, createMailQuota, type MailQuota } from './mail-quota.js';
export { createOutboxRepository } from './outbox.repository.js';
