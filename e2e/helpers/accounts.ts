import { randomBytes } from 'node:crypto';
import { solveCaptcha } from './captcha.js';
import { baseUrl } from './env.js';
import { linkIn, waitForMail } from './mailbox.js';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

/** A new person with an address no other test uses. */
export function newPerson(prefix = 'person'): TestAccount {
  const id = randomBytes(4).toString('hex');
  return { name: `Robin ${id}`, email: `${prefix}-${id}@e2e.lodestar.test`, password: `Lodestar#${id}` };
}

async function post(path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Makes a verified account through the public API, as a person would: sign up (solving the captcha), then
 * follow the verification link from the dev mailbox in the same "browser" (POST /api/login/reset/{token} with no
 * body and the session sign-up answered).
 */
export async function createVerifiedAccount(account: TestAccount = newPerson(), country = 'AU'): Promise<TestAccount> {
  const signup = await post('/api/signup', { ...account, country, captcha: await solveCaptcha() });
  if (signup.status !== 201) throw new Error(`POST /api/signup answered ${signup.status}: ${await signup.text()}`);
  const token = linkIn(await waitForMail(account.email, /verify/i), '/login').searchParams.get('verify');
  if (!token) throw new Error('The verification link has no verify parameter.');
  const { authHeader } = (await signup.json()) as { authHeader: string };
  const verified = await fetch(`${baseUrl()}/api/login/reset/${encodeURIComponent(token)}`, { method: 'POST', headers: { authorization: authHeader } });
  if (!verified.ok) throw new Error(`Verifying the email answered ${verified.status}: ${await verified.text()}`);
  return account;
}

/** Signs in through the API (solving the captcha) and answers the Authorization header. */
export async function signInByApi(account: { email: string; password: string }): Promise<string> {
  const response = await post('/api/login', { username: account.email, password: account.password, captcha: await solveCaptcha() });
  if (!response.ok) throw new Error(`POST /api/login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { authHeader: string }).authHeader;
}

/** Claims a provisioned device as the phone app does. */
export async function claimDevice(authHeader: string, device: { deviceUUID: string; passcode: string }, name: string) {
  const response = await fetch(`${baseUrl()}/api/devices/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: authHeader },
    body: JSON.stringify({ deviceUUID: device.deviceUUID, passcode: device.passcode, name }),
  });
  if (response.status !== 201) throw new Error(`POST /api/devices/claim answered ${response.status}: ${await response.text()}`);
}
