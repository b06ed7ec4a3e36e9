import { and, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { LIVE_LINKS_MAX_ACTIVE, liveLinkMessages, serverMessages, type LivePoint } from '@lodestar/contract';
import type { Database } from '../../db/client.js';
import { devices, liveLinks, positions, users, type LiveLinkRow } from '../../db/schema/index.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { linkAnswers } from './answering-live-links.js';

type NewLiveLink = typeof liveLinks.$inferInsert & { createdAt: Date };

/** A device's last fix, as its row keeps it. */
interface LastFix {
  latitude: number | null;
  longitude: number | null;
  fixedAt: Date | null;
}

/** The device's newest fix as a live page shows it; null before its first. */
export const newestPointOf = ({ latitude, longitude, fixedAt }: LastFix): LivePoint | null =>
  latitude !== null && longitude !== null && fixedAt ? { time: fixedAt.toISOString(), latitude, longitude } : null;

/** A link with who made it, and whether it answers now, as the list shows it. */
export interface ListedLiveLink extends LiveLinkRow {
  creator: { name: string; email: string } | null;
  answering: boolean;
}

/** The links `where` picks, with who made each: those that answer at `now` first, then the newest first. */
async function listed(db: Database, where: SQL | undefined, now: Date): Promise<ListedLiveLink[]> {
  const answering = sql<boolean>`(${linkAnswers(now)})`;
  const rows = await db
    .select({ link: liveLinks, creator: { name: users.name, email: users.email }, answering })
    .from(liveLinks)
    .innerJoin(devices, eq(devices.id, liveLinks.deviceId))
    .leftJoin(users, eq(users.id, liveLinks.createdBy))
    .where(where)
    .orderBy(desc(answering), desc(liveLinks.createdAt));
  return rows.map(({ link, creator, answering }) => ({ ...link, creator: creator?.email ? creator : null, answering }));
}

/**
 * Keeps a new link, unless the device has LIVE_LINKS_MAX_ACTIVE live ones already: the device row is locked first, so
 * two links made at once cannot both be the one too many.
 */
async function createWithinLimit(db: Database, link: NewLiveLink): Promise<LiveLinkRow> {
  return db.transaction(async (tx) => {
    const [device] = await tx
      .select({ userId: devices.userId })
      .from(devices)
      .where(eq(devices.id, link.deviceId))
      .for('update');
    // The device changed hands since its owner was read: the link would be made under the wrong one.
    if (device?.userId !== link.ownerId) throw new NotFoundError(serverMessages.deviceNotFound);
    const [active] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(liveLinks)
      .innerJoin(devices, eq(devices.id, liveLinks.deviceId))
      .where(and(eq(liveLinks.deviceId, link.deviceId), linkAnswers(link.createdAt)));
    if ((active?.count ?? 0) >= LIVE_LINKS_MAX_ACTIVE) throw new ConflictError(liveLinkMessages.tooMany);
    const [row] = await tx.insert(liveLinks).values(link).returning();
    return row!;
  });
}

/**
 * The newest `limit` positions of the device's owner fixed from `since` to `until`, oldest first: a long link of a busy
 * tracker draws its latest stretch, not its first day.
 */
async function newestTrack(db: Database, deviceId: string, ownerId: string, since: Date, until: Date, limit: number) {
  const rows = await db
    .select({ fixTime: positions.fixTime, latitude: positions.latitude, longitude: positions.longitude })
    .from(positions)
    .where(
      and(
        eq(positions.deviceId, deviceId),
        eq(positions.userId, ownerId),
        gte(positions.fixTime, since),
        lte(positions.fixTime, until),
      ),
    )
    .orderBy(desc(positions.fixTime), desc(positions.id))
    .limit(limit);
  return rows.reverse();
}

export function createLiveLinksRepository(db: Database) {
  return {
    create: (link: NewLiveLink) => createWithinLimit(db, link),

    /** The owner's links of the device that still answer, then those that ended after `endedSince`, newest first. */
    list: (deviceId: string, ownerId: string, now: Date, endedSince: Date) =>
      listed(
        db,
        and(
          eq(liveLinks.deviceId, deviceId),
          eq(liveLinks.ownerId, ownerId),
          or(isNull(liveLinks.revokedAt), gt(liveLinks.revokedAt, endedSince)),
          gt(liveLinks.expiresAt, endedSince),
        ),
        now,
      ),

    /** Revokes the owner's link of the device (once: a link revoked before keeps its time); null when there is none. */
    async revoke(deviceId: string, ownerId: string, linkId: string, now: Date): Promise<ListedLiveLink | null> {
      const mine = and(eq(liveLinks.id, linkId), eq(liveLinks.deviceId, deviceId), eq(liveLinks.ownerId, ownerId));
      await db
        .update(liveLinks)
        .set({ revokedAt: now })
        .where(and(mine, isNull(liveLinks.revokedAt), gt(liveLinks.expiresAt, now)));
      const [row] = await listed(db, mine, now);
      return row ?? null;
    },

    /** Counts an opening of the link behind `tokenHash` if it answers, with its device's name, type and last fix. */
    async open(tokenHash: string, now: Date) {
      const [row] = await db
        .update(liveLinks)
        .set({ opens: sql`${liveLinks.opens} + 1`, lastOpenedAt: now })
        .from(devices)
        .where(and(eq(liveLinks.tokenHash, tokenHash), eq(devices.id, liveLinks.deviceId), linkAnswers(now)))
        .returning({
          link: liveLinks,
          name: devices.name,
          deviceType: devices.deviceType,
          latitude: devices.lastLatitude,
          longitude: devices.lastLongitude,
          fixedAt: devices.lastFixAt,
        });
      return row ?? null;
    },

    /**
     * The link behind `tokenHash` if it answers (a socket's credentials), with its device's newest fix, which the socket
     * is told first: a fix that came between the page's call and the socket's sign-in is not lost. Nothing is counted.
     */
    async answering(tokenHash: string, now: Date): Promise<{ id: string; newest: LivePoint | null } | null> {
      const [row] = await db
        .select({
          id: liveLinks.id,
          latitude: devices.lastLatitude,
          longitude: devices.lastLongitude,
          fixedAt: devices.lastFixAt,
        })
        .from(liveLinks)
        .innerJoin(devices, eq(devices.id, liveLinks.deviceId))
        .where(and(eq(liveLinks.tokenHash, tokenHash), linkAnswers(now)));
      return row ? { id: row.id, newest: newestPointOf(row) } : null;
    },

    track: (deviceId: string, ownerId: string, since: Date, until: Date, limit: number) =>
      newestTrack(db, deviceId, ownerId, since, until, limit),

    /** Those of `ids` that still answer. */
    async stillAnswering(ids: string[], now: Date): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: liveLinks.id })
        .from(liveLinks)
        .innerJoin(devices, eq(devices.id, liveLinks.deviceId))
        .where(and(inArray(liveLinks.id, ids), linkAnswers(now)));
      return rows.map((row) => row.id);
    },
  };
}

export type LiveLinksRepository = ReturnType<typeof createLiveLinksRepository>;
