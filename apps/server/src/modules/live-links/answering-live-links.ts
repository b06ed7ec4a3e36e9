import { sql } from 'drizzle-orm';

/**
 * Whether a `live_links` row answers at `now`, in a query that has its device's `devices` row: not revoked, not expired,
 * its device still with the owner it was made under, and its maker still one who may make it (the owner, or a sharee
 * whose accepted share still gives the Owner privilege). A sharee who loses that loses the links they made.
 */
export const linkAnswers = (now: Date) => sql`live_links.revoked_at IS NULL
  AND live_links.expires_at > ${now.toISOString()}::timestamptz
  AND live_links.owner_id = devices.user_id
  AND (live_links.created_by = live_links.owner_id OR EXISTS (
    SELECT 1 FROM device_shares s
    WHERE s.device_id = live_links.device_id AND s.user_id = live_links.created_by
      AND s.access_rights_flag = 0 AND s.is_accepted_flag = 1))`;

/**
 * A column of a query over `devices`: the ids of the device's live links that answer at `now`, read with the device by
 * the ingest so a report reaches only their pages.
 */
export const answeringLiveLinksOf = (now: Date) =>
  sql<string[]>`(SELECT coalesce(array_agg(live_links.id::text), '{}') FROM live_links
    WHERE live_links.device_id = devices.id AND ${linkAnswers(now)})`;
