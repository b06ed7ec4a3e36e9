import { describe, expect, it } from 'vitest';
import { createVerifiedUser, newSignup } from './helpers/accounts.js';
import { useTestApp } from './helpers/test-app.js';

/** A refusal's body is the server's size, whatever the request's: it names a few problems, not all of them. */

const t = useTestApp();

describe('the error body of a huge request', () => {
  it('names the first five unknown keys, cut short, and how many more there were', async () => {
    const unknown = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`unknown_${i}_${'k'.repeat(60)}`, i]));
    const answer = await t.app.inject({ method: 'POST', url: '/api/signup', payload: { ...newSignup(), ...unknown } });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.length).toBeLessThan(2000);
    const { message } = answer.json() as { message: string };
    expect(message).toMatch(/^Unrecognized keys: "unknown_0_k+…", .* and 4995 more$/);
  });

  it('lists at most twenty problems of a list with hundreds of bad items', async () => {
    const { authHeader } = await createVerifiedUser(t);
    const payload = { deviceUUIDs: Array.from({ length: 500 }, () => '') };
    const answer = await t.app.inject({ method: 'POST', url: '/api/v2/history', payload, headers: { authorization: authHeader } });
    expect(answer.statusCode).toBe(400);
    const { errors } = answer.json() as { errors: string[] };
    expect(errors).toHaveLength(20);
    expect(errors[0]).toMatch(/^deviceUUIDs\.0: /);
  });
});
