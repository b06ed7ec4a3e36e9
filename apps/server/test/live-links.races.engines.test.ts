import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIVE_LINKS_MAX_ACTIVE } from '@lodestar/contract';
import { liveLinks } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { insertDevice } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

/**
 * At most LIVE_LINKS_MAX_ACTIVE live links per device, under links made all at once: on the PostgreSQL server the
 * requests' transactions truly interleave (the embedded database runs them one at a time, and checks the outcome).
 */
const t = useTestApp();

describe('live links made at once', () => {
  it(`never make more than ${LIVE_LINKS_MAX_ACTIVE} live links of one device`, async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    const attempts = LIVE_LINKS_MAX_ACTIVE + 6;
    const statuses = await Promise.all(
      Array.from({ length: attempts }, () =>
        t.app
          .inject({
            method: 'POST',
            url: `/api/devices/${device.id}/live-links`,
            headers: { authorization: owner.authHeader },
            payload: { hours: 1 },
          })
          .then((response) => response.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIVE_LINKS_MAX_ACTIVE);
    expect(statuses.filter((status) => status === 409)).toHaveLength(attempts - LIVE_LINKS_MAX_ACTIVE);
    const kept = await t.database.db
      .select()
      .from(liveLinks)
      .where(and(eq(liveLinks.deviceId, device.id), isNull(liveLinks.revokedAt)));
    expect(kept).toHaveLength(LIVE_LINKS_MAX_ACTIVE);
  });
});
