import type { Endpoints } from './endpoints.js';
import type { FleetDevice } from './fleet.js';
import { deliver } from './transport.js';
import { VirtualDevice } from './virtual-device.js';
import type { Random } from './random.js';

/** Pino's shape, so the server's logger fits; the CLI passes one that writes to stderr. */
export interface SimulatorLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface SimulatorOptions extends Endpoints {
  fleet: FleetDevice[];
  intervalSeconds: number;
  log: SimulatorLog;
  /** Spreads the first reports and jitters the intervals; Math.random unless given. */
  random?: Random;
}

export interface SimulatorStats {
  devices: number;
  /** Reports the server took, and the positions they stored. */
  reports: number;
  positions: number;
  /** Commands the devices received. */
  commands: number;
  /** Reports that did not get through: network errors and refusals. */
  failures: number;
}

export interface Simulator {
  stats(): SimulatorStats;
  /** Stops the timers and waits for the requests in flight. */
  stop(): Promise<void>;
}

/** One simulated device and its timer. */
interface Unit {
  spec: FleetDevice;
  device: VirtualDevice;
  timer?: NodeJS.Timeout;
  failing: boolean;
}

const JITTER = 0.1;

/** Drives every device of the fleet on its own timer through the real ingest protocols. */
export function startSimulator({ fleet, baseUrl, ingestUrl, intervalSeconds, log, random = Math.random }: SimulatorOptions): Simulator {
  const intervalMs = intervalSeconds * 1000;
  const totals = { reports: 0, positions: 0, commands: 0, failures: 0 };
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  function schedule(unit: Unit, delayMs: number) {
    if (stopped) return;
    unit.timer = setTimeout(() => {
      const running = tick(unit).finally(() => inFlight.delete(running));
      inFlight.add(running);
    }, delayMs);
  }

  /** One report and its answer, then the timer for the next. */
  async function tick(unit: Unit) {
    const sent = unit.device.report(Date.now());
    const delivery = await deliver(unit.spec, sent, { baseUrl, ingestUrl });
    if (delivery.ok) {
      totals.reports += 1;
      totals.positions += delivery.accepted;
      totals.commands += delivery.commands.length;
      unit.device.acknowledged(sent.acks);
      for (const command of delivery.commands) unit.device.apply(command, Date.now());
      if (unit.failing) log.info({ device: unit.spec.deviceUUID }, 'Simulated device reports again');
      unit.failing = false;
    } else {
      totals.failures += 1;
      // Once per outage, not at every tick.
      if (!unit.failing) log.warn({ device: unit.spec.deviceUUID, problem: delivery.problem }, 'Simulated device could not report');
      unit.failing = true;
    }
    const jitter = 1 + (random() * 2 - 1) * JITTER;
    schedule(unit, unit.device.nextDelayMs(intervalMs, Date.now()) * jitter);
  }

  const units: Unit[] = fleet.map((spec) => ({ spec, device: new VirtualDevice(spec), failing: false }));
  // Spread over the first interval, so that the devices do not all report at once.
  for (const unit of units) schedule(unit, random() * intervalMs);

  return {
    stats: () => ({ devices: units.length, ...totals }),
    async stop() {
      stopped = true;
      for (const unit of units) clearTimeout(unit.timer);
      await Promise.all(inFlight);
    },
  };
}
