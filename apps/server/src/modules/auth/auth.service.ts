import type { AuthServiceDeps } from './auth-deps.js';
import { createEmailVerification } from './email-verification.js';
import { createPasswordReset } from './password-reset.js';
import { createPasswordSignIn } from './password-sign-in.js';
import { createSessionCalls } from './session-calls.js';
import { createSessionStart } from './session-start.js';
import { createSignInCompletion } from './sign-in-completion.js';
import { createCaptchaCheck, createSignInFailures } from './sign-in-guards.js';
import { createSignUp } from './sign-up.js';
import { createTwoStepSignIn } from './two-step-sign-in.js';

/** The public account calls, each job in a file of its own: sign-up and verification, sign-in, sessions, reset. */
export function createAuthService(deps: AuthServiceDeps) {
  const requireCaptcha = createCaptchaCheck(deps);
  const failedSignIn = createSignInFailures(deps);
  const startSession = createSessionStart(deps);
  const completeSignIn = createSignInCompletion(deps, startSession);
  return {
    ...createSignUp(deps, requireCaptcha, startSession),
    verifyEmail: createEmailVerification(deps, failedSignIn, startSession),
    login: createPasswordSignIn(deps, { requireCaptcha, failedSignIn }, completeSignIn),
    loginTwoStep: createTwoStepSignIn(deps, failedSignIn, completeSignIn),
    ...createSessionCalls(deps, startSession),
    ...createPasswordReset(deps, requireCaptcha),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
