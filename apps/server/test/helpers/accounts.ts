import type { SignupRequest, User } from '@lodestar/contract';
import type { TestApp } from './test-app.js';
import { tokenFromMail } from './test-app.js';

export const STRONG_PASSWORD = 'Correct-Horse-9';

let counter = 0;
export function newSignup(overrides: Partial<SignupRequest> = {}): SignupRequest {
  counter += 1;
  return {
    name: `Person ${counter}`,
    email: `person${counter}.${Date.now()}@example.com`,
    country: 'AU',
    password: STRONG_PASSWORD,
    ...overrides,
  };
}

/** Opens a verification link in another browser, which proves the address with the sign-up password; answers the status. */
export async function verifyWithSignupPassword(t: TestApp, token: string, signupPassword: string): Promise<number> {
  const opened = await t.app.inject({ method: 'POST', url: `/api/login/reset/${token}`, payload: { signupPassword } });
  return opened.statusCode;
}

/** Signs up through the API, follows the verification mail and signs in: a user as a real one would be. */
export async function createVerifiedUser(t: TestApp, overrides: Partial<SignupRequest> = {}) {
  const signup = newSignup(overrides);
  const created = await t.app.inject({ method: 'POST', url: '/api/signup', payload: signup });
  if (created.statusCode !== 201) throw new Error(`signup failed: ${created.body}`);
  const mail = await t.lastMailTo(signup.email.toLowerCase());
  const token = tokenFromMail(mail?.text ?? '', 'verify');
  // The link is opened in the browser that signed up, which holds sign-up's session.
  const authorization = (created.json() as { authHeader: string }).authHeader;
  const verified = await t.app.inject({ method: 'POST', url: `/api/login/reset/${token}`, headers: { authorization } });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: signup.email, password: signup.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const body = login.json() as { authHeader: string; user: User };
  return { signup, authHeader: body.authHeader, user: body.user };
}
