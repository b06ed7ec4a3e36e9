import { sessionLinkMessages } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from './helpers/accounts.js';
import { useTestApp } from './helpers/test-app.js';

/**
 * A link that opens the portal signed in carries a one-time code, never a session token or an API key: the server
 * exchanges it once, within two minutes, for a session of its own.
 */

const t = useTestApp();

const createLink = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/v2/account/session-link', headers });
const exchange = (code: string) => t.app.inject({ method: 'POST', url: '/api/login/session-link', payload: { code } });
const me = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });

describe('a session link', () => {
  it('opens a new session of the account once, and the code is then spent', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    const link = await createLink({ authorization: authHeader });
    expect(link.statusCode).toBe(200);
    const { code } = link.json() as { code: string };
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    const opened = (first.json() as { authHeader: string }).authHeader;
    expect(opened).not.toBe(authHeader);
    expect((await me(opened)).json().userDetails._id).toBe(user._id);
    const again = await exchange(code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(sessionLinkMessages.invalid);
  });

  it('runs out after two minutes, and only the newest code works', async () => {
    const { authHeader } = await createVerifiedUser(t);
    const older = (await createLink({ authorization: authHeader })).json().code as string;
    const newer = (await createLink({ authorization: authHeader })).json().code as string;
    expect((await exchange(older)).statusCode).toBe(401);
    t.clock.advance(2 * 60_000 + 1000);
    expect((await exchange(newer)).statusCode).toBe(401);
  });

  it('takes no session token, no API key and no made-up code in place of a code', async () => {
    const { authHeader } = await createVerifiedUser(t);
    const token = authHeader.replace('Bearer ', '');
    for (const code of [token, 'a'.repeat(43), 'lodestar-made-up-code-1234']) {
      expect((await exchange(code)).statusCode).toBe(401);
    }
  });

  // An enterprise API key is refused with 403 as well: the authorization matrix calls every route with one.
  it('is made only by a signed-in caller', async () => {
    expect((await createLink({})).statusCode).toBe(401);
    expect((await createLink({ authorization: 'Bearer not-a-session' })).statusCode).toBe(401);
  });
});
