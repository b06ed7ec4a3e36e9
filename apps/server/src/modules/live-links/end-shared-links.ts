import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { liveLinks } from '../../db/schema/index.js';

type LinkWriter = Pick<Database, 'update'>;

/**
 * Revokes the device's links `userId` made: their share no longer gives the Owner privilege (changed or ended), and a
 * share given again later must not bring them back. The time is the database's: the share calls keep no clock.
 */
export async function endLinksMadeBy(db: LinkWriter, deviceId: string, userId: string): Promise<void> {
  await db
    .update(liveLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(liveLinks.deviceId, deviceId), eq(liveLinks.createdBy, userId), isNull(liveLinks.revokedAt)));
}

/** Revokes every link of the device that a sharee made: all its sharing ended at once. */
export async function endSharedLinks(db: LinkWriter, deviceId: string): Promise<void> {
  await db
    .update(liveLinks)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(liveLinks.deviceId, deviceId), ne(liveLinks.createdBy, liveLinks.ownerId), isNull(liveLinks.revokedAt)),
    );
}
