// The two-factor module's public entry: the authenticator, its recovery codes and remembered browsers, the second
// step of signing in, and the account page's calls that link and unlink it.
export { createTrustedBrowsersRepository, type TrustedBrowsersRepository } from './trusted-browsers.repository.js';
export { createTwoFactorCheck, type TwoFactorCheck } from './two-factor-check.js';
export { createTwoFactorRepository } from './two-factor.repository.js';
export { twoFactorRoutes } from './two-factor.routes.js';
export { createTwoFactorService } from './two-factor.service.js';
export { newTwoFactorSecret } from './two-factor.js';
export { createTwoStepChangedNotice } from './two-step-changed-mail.js';
