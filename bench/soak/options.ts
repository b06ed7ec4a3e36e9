import { parseArgs } from 'node:util';

export interface SoakOptions {
  minutes: number;
  devices: number;
  /** Seconds between two reports of one device. */
  intervalSeconds: number;
  users: number;
  /** The embedded database instead of a throwaway PostgreSQL database. */
  pglite: boolean;
  /** The PostgreSQL server the throwaway database is made on. */
  postgresUrl: string;
}

export const usage =
  'npm run soak -w @lodestar/bench -- [--minutes 10] [--devices 500] [--interval 5] [--users 50] [--pglite] ' +
  '[--postgres postgres://postgres@127.0.0.1:5432/postgres]';

function positive(name: string, value: string, whole: boolean): number {
  const number = Number(value);
  if (!(number > 0) || (whole && !Number.isInteger(number))) {
    throw new Error(`--${name} must be a ${whole ? 'whole ' : ''}number above 0 (got "${value}").\nUsage: ${usage}`);
  }
  return number;
}

const optionSpec = {
  minutes: { type: 'string', default: '10' },
  devices: { type: 'string', default: '500' },
  interval: { type: 'string', default: '5' },
  users: { type: 'string', default: '50' },
  pglite: { type: 'boolean', default: false },
  postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
} as const;

/** The options of the command line; throws with the usage when they are wrong. */
export function parseSoakOptions(args: string[]): SoakOptions {
  let values;
  try {
    ({ values } = parseArgs({ args, strict: true, options: optionSpec }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\nUsage: ${usage}`, { cause: error });
  }
  return {
    minutes: positive('minutes', values.minutes, false),
    devices: positive('devices', values.devices, true),
    intervalSeconds: positive('interval', values.interval, false),
    users: positive('users', values.users, true),
    pglite: values.pglite,
    postgresUrl: values.postgres,
  };
}
