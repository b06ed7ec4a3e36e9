import { deviceCommands } from '../../../src/db/schema/index.js';
import { seesDevice, ownerOrSuperOwner, session, onDevice } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** Firmware */
export const firmwareRoutes: Record<string, RouteExpectation> = {
  'GET /api/firmwares/update/:deviceUUID': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/firmwares/update/${d.deviceUUID}`),
    expect: seesDevice(200),
  },
  'POST /api/firmwares/update/:deviceUUID': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/firmwares/update/${d.deviceUUID}`,
      () => ({ firmware: '2.4.1' }),
    ),
    expect: ownerOrSuperOwner(200),
  },
  'DELETE /api/firmwares/update/:deviceUUID': {
    ...session,
    target: 'device',
    changes: true,
    // The update to withdraw is queued only for the calls expected to succeed: a refusal must change nothing.
    request: async (ctx) => {
      const device = await ctx.device('shield_gps');
      if (ctx.fresh) {
        const expiresAt = new Date(ctx.world.t.clock.now().getTime() + 86_400_000);
        await ctx.world.t.database.db.insert(deviceCommands).values({ deviceId: device.id, type: 'firmware', payload: { version: '2.4.1' }, expiresAt });
      }
      return { url: `/api/firmwares/update/${device.deviceUUID}` };
    },
    expect: ownerOrSuperOwner(200),
  },
};
