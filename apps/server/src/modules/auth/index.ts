// The auth module's public entry: what the rest of the server uses of it.
export { emailChangeMail, emailChangeNoticeMail } from './account-mails.js';
export { createAccountLinkMail, type AccountLinkMail } from './account-link-mail.js';
export { createAccountUnlock } from './account-unlock.js';
export { ADDRESS_LOCK_WINDOW_MS, createAddressLock } from './address-lock.js';
export {
  createAuthTokensRepository,
  replaceToken,
  type AuthTokensRepository,
  type NewAuthToken,
} from './auth-tokens.repository.js';
export { authRoutes } from './auth.routes.js';
export { createAuthService } from './auth.service.js';
export { createKnownBrowsersRepository } from './known-browsers.repository.js';
export { createKnownBrowsers } from './known-browsers.js';
export { createPasswordLock, type PasswordLock } from './password-lock.js';
export { createPrincipalResolver } from './principal-resolver.js';
export { createTwoStepTickets } from './two-step-tickets.js';
export { createSessionsRepository } from './sessions.repository.js';
export { createSignUpDecoysRepository } from './sign-up-decoys.repository.js';
