import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { DEMO_ACCOUNT, FLEET_ACCOUNT } from '../../demo/demo-account.js';
import { endpointsOf } from './endpoints.js';
import { prepareFleet } from './fleet.js';
import { startSimulator, type Simulator, type SimulatorLog } from './simulator.js';

const DEMO_INTERVAL_SECONDS = 5;

/**
 * `npm start` in demo mode: the demo accounts' devices report to this very server, so a newcomer sees them move,
 * the van shared by the fleet account included.
 */
export async function simulateDemoDevices(db: Database, config: Config, log: SimulatorLog): Promise<Simulator> {
  const endpoints = endpointsOf(config);
  const fleet = [];
  for (const account of [DEMO_ACCOUNT, FLEET_ACCOUNT]) {
    fleet.push(...(await prepareFleet(db, { ownerEmail: account.email, onlyReporting: true, osmand: endpoints.ingestUrl !== undefined })));
  }
  return startSimulator({ fleet, ...endpoints, intervalSeconds: DEMO_INTERVAL_SECONDS, log });
}
