import type { IngestDevice, TelemetryRepository } from './pipeline/telemetry.repository.js';

const ENTRIES = 10_000;
const TTL_MS = 60_000;

/**
 * Which device reports under an OsmAnd key, remembered for a minute: the OsmAnd path asks it for every report. Only
 * the identity is taken from here; the owner a position is stored for is read again, locked, when the position is
 * written, so a device changing hands is never misfiled. A renewed key, a native secret or the serial number turned
 * off takes effect within the minute.
 */
export function createDeviceDirectory(telemetry: Pick<TelemetryRepository, 'findByOsmandKey'>, now: () => number = Date.now) {
  const known = new Map<string, { device: IngestDevice; until: number }>();
  return {
    async byKey(key: string): Promise<IngestDevice | undefined> {
      const hit = known.get(key);
      if (hit && hit.until > now()) {
        known.delete(key);
        known.set(key, hit);
        return hit.device;
      }
      const device = await telemetry.findByOsmandKey(key);
      known.delete(key);
      if (device) {
        known.set(key, { device, until: now() + TTL_MS });
        if (known.size > ENTRIES) known.delete(known.keys().next().value!);
      }
      return device;
    },
  };
}
