// The account module's public entry: what the rest of the server uses of it.
export { accountRoutes } from './account.routes.js';
export { createEmailChangeUndo } from './email-change-undo.js';
export { createEmailChangeRepository } from './email-change.repository.js';
export { createEmailChangeService } from './email-change.service.js';
export { createIdentityCheck } from './identity-check.js';
export { createEmailVerification, createNewPassword } from './new-password.js';
export { createPasswordChangedNotice, type PasswordChangedNotice } from './password-changed-mail.js';
export { createPasswordChangeService } from './password-change.service.js';
export { createProfileService } from './profile.service.js';
export { createRecentShares } from './recent-shares.js';
