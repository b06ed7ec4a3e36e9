import { randomUUID } from 'node:crypto';
import { liveLinks } from '../../../src/db/schema/index.js';
import { liveLinkTokenHash } from '../../../src/modules/live-links/live-link-token.js';
import { managesSharing, onDevice, publicRoute, session } from '../authorization-shorthands.js';
import type { CellContext, RouteExpectation } from '../authorization-types.js';

/** A live link of the device a cell aims at: a new one when fresh, else none (the refusal comes before the link). */
async function linkOn(ctx: CellContext) {
  const device = await ctx.device();
  if (!ctx.fresh) return { device, linkId: randomUUID() };
  const now = ctx.world.t.clock.now();
  const [row] = await ctx.world.t.database.db
    .insert(liveLinks)
    .values({
      deviceId: device.id,
      ownerId: device.userId!,
      tokenHash: liveLinkTokenHash(randomUUID()),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    })
    .returning();
  return { device, linkId: row!.id };
}

/** Live links: made, listed and ended by the SuperOwner and Owner sharees (never the sharedUser role); opened by anyone. */
export const liveLinkRoutes: Record<string, RouteExpectation> = {
  'POST /api/devices/:id/live-links': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/${d.id}/live-links`,
      () => ({ hours: 1 }),
    ),
    expect: managesSharing(200),
  },
  'GET /api/devices/:id/live-links': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/devices/${d.id}/live-links`),
    expect: managesSharing(200),
  },
  'DELETE /api/devices/:id/live-links/:linkId': {
    ...session,
    target: 'device',
    changes: true,
    request: async (ctx) => {
      const { device, linkId } = await linkOn(ctx);
      return { url: `/api/devices/${device.id}/live-links/${linkId}` };
    },
    expect: managesSharing(200),
  },
  'GET /api/live/:token': publicRoute(404, () => ({ url: `/api/live/${'x'.repeat(43)}` })),
};
