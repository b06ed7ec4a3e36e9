import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PostgreSQL cluster of its own that a test may stop and start without touching the machine's PostgreSQL. */
export interface ScratchPostgres {
  /** Connection URL of the `postgres` database, user `postgres`, trust authentication. */
  url: string;
  /** `fast` ends the sessions politely (57P01); `immediate` kills the server without a shutdown checkpoint. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again and resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (if running) and removes its files; also done when the process exits without it. */
  destroy(): void;
}

/** The directory of `initdb` and `pg_ctl` of the newest PostgreSQL installed the Debian way, if any. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to and runs as the `postgres` user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/** initdb into a temporary directory, then starts the cluster on a free port of 127.0.0.1. */
export async function createScratchPostgres(binDir = postgresBinDir()): Promise<ScratchPostgres> {
  if (!binDir) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql');
  const root = mkdtempSync(join(tmpdir(), 'lodestar-scratch-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(root, uid, gid);
  }
  const data = join(root, 'data');
  const port = await freePort();
  const pgCtl = join(binDir, 'pg_ctl');
  const pgCtlCommand = (...args: string[]) => asPostgresUser(pgCtl, ['-D', data, ...args]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`;

  const destroy = () => {
    process.removeListener('exit', destroy);
    try {
      // The server's pid file says it runs, even when a start gave up waiting for it.
      if (existsSync(join(data, 'postmaster.pid')))
        execFileSync(...pgCtlCommand('-m', 'immediate', '-w', 'stop'), { stdio: 'ignore' });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  // A test process that ends without its afterAll (a hook that timed out) must not leave a server behind.
  process.once('exit', destroy);

  const cluster: ScratchPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await run(...pgCtlCommand('-o', options, '-l', join(root, 'server.log'), '-t', '60', '-w', 'start'));
    },
    async stop(mode = 'fast') {
      await run(...pgCtlCommand('-m', mode, '-t', '60', '-w', 'stop'));
    },
    destroy,
  };

  try {
    const [initdb, initArgs] = asPostgresUser(join(binDir, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    await run(initdb, initArgs);
    await cluster.start();
  } catch (error) {
    destroy();
    throw error;
  }
  return cluster;
}
