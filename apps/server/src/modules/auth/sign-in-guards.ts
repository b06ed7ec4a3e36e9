import { messages, serverMessages } from '@lodestar/contract';
import { UnauthorizedError, ValidationError } from '../../errors.js';
import type { AuthServiceDeps } from './auth-deps.js';
import type { KnownBrowser } from './known-browsers.js';

/** The public forms' captcha: required unless the installation has none. */
export function createCaptchaCheck({ captcha }: Pick<AuthServiceDeps, 'captcha'>) {
  return async (payload: string | undefined, ip: string) => {
    if (captcha.provider === 'none') return;
    if (!payload) throw new ValidationError(messages.captchaRequired);
    if (!(await captcha.verify(payload, ip))) throw new ValidationError(serverMessages.captchaFailed);
  };
}

export type RequireCaptcha = ReturnType<typeof createCaptchaCheck>;

/**
 * Counts a failed sign-in against the address, and against the account when there is one, unless it came from a
 * browser the account knows (which counted the attempt already); answers the 401.
 */
export function createSignInFailures({
  addressLock,
  passwordLock,
}: Pick<AuthServiceDeps, 'addressLock' | 'passwordLock'>) {
  return async (ip: string, userId: string | undefined, message: string, knownBrowser?: KnownBrowser) => {
    await addressLock.countFailure(ip);
    if (userId && !knownBrowser) await passwordLock.countFailure(userId);
    return new UnauthorizedError(message);
  };
}

export type FailedSignIn = ReturnType<typeof createSignInFailures>;
