import type { FleetDevice } from '../../apps/server/src/cli/simulator/fleet.js';
import { deliver, type Delivery } from '../../apps/server/src/cli/simulator/transport.js';
import { VirtualDevice } from '../../apps/server/src/cli/simulator/virtual-device.js';
import type { Tally } from './tally.js';

export const REPORTS = 'osmand report';

export interface DeviceFleet {
  /** Stops the timers and waits for the reports in flight. */
  stop(): Promise<void>;
}

/**
 * The simulator's answer in the tally's terms. Its transport never throws: a refusal is "HTTP <status> <body>", a
 * network error its code, and its own 10 s timeout the abort's message.
 */
function record(tally: Tally, delivery: Delivery, latencyMs: number, call: string) {
  if (delivery.ok) return tally.answered(REPORTS, 200, latencyMs, call);
  const refused = /^HTTP (\d{3}) ?(.*)$/s.exec(delivery.problem);
  if (refused) return tally.answered(REPORTS, Number(refused[1]), latencyMs, call, () => refused[2] ?? '');
  tally.failed(REPORTS, /timeout/i.test(delivery.problem) ? 'timeout' : delivery.problem, call);
}

/**
 * Every device of `fleet` reporting over the OsmAnd port every `intervalSeconds`, moving along its simulated route
 * (the simulator's virtual devices and transport). The first reports are spread evenly over one interval, and each
 * device keeps its slot: the next report is due one interval after the previous one was due, so the load stays a
 * steady `fleet.length / intervalSeconds` reports per second. Node's fetch keeps its connections alive.
 */
export function startDeviceFleet({
  fleet,
  baseUrl,
  ingestUrl,
  intervalSeconds,
  tally,
}: {
  fleet: FleetDevice[];
  baseUrl: string;
  ingestUrl: string;
  intervalSeconds: number;
  tally: Tally;
}): DeviceFleet {
  const intervalMs = intervalSeconds * 1000;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  function schedule(spec: FleetDevice, device: VirtualDevice, dueAt: number) {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const running = report(spec, device, dueAt).finally(() => inFlight.delete(running));
      inFlight.add(running);
    }, Math.max(0, dueAt - Date.now()));
    timers.add(timer);
  }

  async function report(spec: FleetDevice, device: VirtualDevice, dueAt: number) {
    const sent = device.report(Date.now());
    const started = performance.now();
    const delivery = await deliver(spec, sent, { baseUrl, ingestUrl });
    record(tally, delivery, performance.now() - started, `${spec.protocol} ${spec.deviceUUID}`);
    if (delivery.ok) {
      device.acknowledged(sent.acks);
      for (const command of delivery.commands) device.apply(command, Date.now());
    }
    schedule(spec, device, Math.max(Date.now(), dueAt + device.nextDelayMs(intervalMs, Date.now())));
  }

  const start = Date.now();
  fleet.forEach((spec, i) => schedule(spec, new VirtualDevice(spec), start + (i * intervalMs) / fleet.length));

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(inFlight);
    },
  };
}
