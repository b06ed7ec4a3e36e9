import { parseArgs } from 'node:util';
import type { Config } from '../../config.js';
import { DEMO_ACCOUNT } from '../../demo/demo-account.js';
import { ConflictError, ServiceUnavailableError, ValidationError } from '../../errors.js';
import type { DatabaseCommand } from '../commands.js';
import { endpointsOf, type Endpoints } from './endpoints.js';
import { prepareFleet } from './fleet.js';
import { startSimulator, type SimulatorLog } from './simulator.js';

const DEFAULT_INTERVAL_SECONDS = 5;
const SUMMARY_EVERY_MS = 30_000;
const HEALTH_TIMEOUT_MS = 3000;
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

interface SimulateOptions extends Endpoints {
  owner: string;
  devices?: number;
  intervalSeconds: number;
}

function optionsOf(args: string[], config: Config): SimulateOptions {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      devices: { type: 'string' },
      interval: { type: 'string' },
      owner: { type: 'string' },
      url: { type: 'string' },
      'ingest-url': { type: 'string' },
    },
  });
  const devices = values.devices === undefined ? undefined : Number(values.devices);
  if (devices !== undefined && !(Number.isInteger(devices) && devices > 0)) throw new ValidationError('--devices must be a whole number above 0.');
  const intervalSeconds = values.interval === undefined ? DEFAULT_INTERVAL_SECONDS : Number(values.interval);
  if (!(intervalSeconds > 0)) throw new ValidationError('--interval must be a number of seconds above 0.');
  const configured = endpointsOf(config);
  return {
    owner: values.owner ?? DEMO_ACCOUNT.email,
    devices,
    intervalSeconds,
    baseUrl: values.url?.replace(/\/+$/, '') ?? configured.baseUrl,
    ingestUrl: values['ingest-url']?.replace(/\/+$/, '') ?? configured.ingestUrl,
  };
}

async function answers(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

const writeLine = (line: object) => process.stderr.write(`${JSON.stringify(line)}\n`);

/** One JSON line per event on stderr: stdout keeps the command's result alone. */
const stderrLog: SimulatorLog = {
  info: (details, message) => writeLine({ level: 'info', message, ...details }),
  warn: (details, message) => writeLine({ level: 'warn', message, ...details }),
};

export const simulateCommand: DatabaseCommand = {
  usage:
    'simulate [--devices N] [--interval S] [--owner E] [--url U] [--ingest-url U]   (drives the owner\'s devices, ' +
    `${DEMO_ACCOUNT.email}'s by default, through the running server until Ctrl+C; N beyond what they own adds SIM-0001, …; ` +
    'each device gets a new native secret, so its previous one stops working; needs PostgreSQL, see DATABASE_URL)',

  async preflight(args, config) {
    const { baseUrl } = optionsOf(args, config);
    if (!(await answers(baseUrl))) {
      throw new ServiceUnavailableError(
        `Nothing answers at ${baseUrl}. simulate sends its reports to a running server: start it first (npm start), or point --url at it.`,
      );
    }
    // The embedded database is one process's: opening it here while the server holds it would break it.
    if (!config.DATABASE_URL) {
      throw new ConflictError(
        `The server at ${baseUrl} runs on the embedded database, which only one process can open, and in demo mode it ` +
          'already simulates the demo devices. To simulate other or more devices, run the server and this command on ' +
          'PostgreSQL: set DATABASE_URL for both.',
      );
    }
  },

  async run(args, { database, config }) {
    const { owner, devices, intervalSeconds, ...endpoints } = optionsOf(args, config);
    const fleet = await prepareFleet(database.db, { ownerEmail: owner, count: devices, osmand: endpoints.ingestUrl !== undefined });
    if (fleet.length === 0) throw new ValidationError(`${owner} owns no devices: pass --devices N to add simulated ones.`);

    let stopRequested!: () => void;
    const stopping = new Promise<void>((resolve) => (stopRequested = resolve));
    // Kept until the end, so that a second Ctrl+C cannot cut the final totals short.
    for (const signal of STOP_SIGNALS) process.on(signal, stopRequested);
    const simulator = startSimulator({ fleet, ...endpoints, intervalSeconds, log: stderrLog });
    stderrLog.info({ devices: fleet.length, owner, intervalSeconds, url: endpoints.baseUrl }, 'Simulating; Ctrl+C stops');
    const summary = setInterval(() => writeLine(simulator.stats()), SUMMARY_EVERY_MS);
    try {
      await stopping;
      await simulator.stop();
    } finally {
      clearInterval(summary);
      for (const signal of STOP_SIGNALS) process.off(signal, stopRequested);
    }
    return { simulated: simulator.stats() };
  },
};
