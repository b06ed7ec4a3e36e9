import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, spentCaptchas, trustedBrowsers } from '../src/db/schema/index.js';
import { createTrustedBrowsersRepository } from '../src/modules/two-factor/trusted-browsers.repository.js';
import { sweepExpired } from '../src/modules/system/housekeeping.js';
import { createSpentCaptchasRepository } from '../src/modules/system/spent-captchas.repository.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

const rows = async (table: typeof sessions | typeof spentCaptchas | typeof trustedBrowsers) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('housekeeping', () => {
  it('deletes expired sessions, remembered browsers and spent captchas, and keeps live ones', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    const browsers = createTrustedBrowsersRepository(t.database.db);
    const inAMonth = new Date(t.clock.now().getTime() + 30 * 24 * 3600_000);
    await browsers.insert({ userId: user._id, tokenHash: 'live-browser', userAgent: null, expiresAt: inAMonth });
    await browsers.insert({ userId: user._id, tokenHash: 'old-browser', userAgent: null, expiresAt: new Date(t.clock.now().getTime() - 1000) });
    const spent = createSpentCaptchasRepository(t.database.db);
    const now = t.clock.now();
    expect(await spent.markSpent('old', new Date(now.getTime() - 1000))).toBe(true);
    expect(await spent.markSpent('live', new Date(now.getTime() + 600_000))).toBe(true);
    expect(await spent.markSpent('live', new Date(now.getTime() + 600_000))).toBe(false);

    await sweepExpired(t.database.db, now);
    expect(await rows(spentCaptchas)).toBe(1);
    expect(await rows(trustedBrowsers)).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: authHeader } })).statusCode).toBe(200);

    await sweepExpired(t.database.db, new Date(now.getTime() + 31 * 24 * 3600_000));
    expect(await rows(sessions)).toBe(0);
    expect(await rows(trustedBrowsers)).toBe(0);
    expect(await rows(spentCaptchas)).toBe(0);
  });
});
