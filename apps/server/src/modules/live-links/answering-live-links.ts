import { sql } from 'drizzle-orm';

/**
 * A column of a query over `devices`: the ids of the device's live links that answer at `now` (unrevoked, unexpired,
 * made for its present owner), read with the device by the ingest so a report reaches only their pages.
 */
export const answeringLiveLinksOf = (now: Date) =>
  sql<string[]>`(SELECT coalesce(array_agg(l.id::text), '{}') FROM live_links l
    WHERE l.device_id = devices.id AND l.owner_id = devices.user_id AND l.revoked_at IS NULL
      AND l.expires_at > ${now.toISOString()}::timestamptz)`;
