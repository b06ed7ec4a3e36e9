// Builds the workspace packages that are missing or older than their sources. Plain Node ESM, no dependencies.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

const STAMP_DIR = join(root, 'node_modules', '.cache', 'lodestar-build');
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', '.git']);
const isTestFile = (path) => /\.test\.[cm]?tsx?$/.test(path) || /[\\/]src[\\/]test[\\/]/.test(path);

const contractInputs = ['packages/contract/src', 'packages/contract/tsconfig.json', 'packages/contract/package.json'];

/**
 * What `npm start`, `npm run cli` and the e2e tier build, in dependency order. `inputs` are files or folders
 * (searched recursively, test files ignored); `output` is the file whose presence and age mark a finished build.
 */
export const targets = {
  contract: {
    label: '@lodestar/contract',
    inputs: contractInputs,
    output: 'packages/contract/dist/index.js',
    command: ['npx', 'tsc', '-b', 'packages/contract'],
  },
  server: {
    label: '@lodestar/server',
    inputs: [...contractInputs, 'apps/server/src', 'apps/server/drizzle', 'apps/server/tsconfig.json', 'apps/server/package.json'],
    output: 'apps/server/dist/main.js',
    command: ['npx', 'tsc', '-b', 'apps/server'],
  },
  web: {
    label: '@lodestar/web',
    inputs: [
      'packages/contract/src',
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/plugins',
      'apps/web/tsconfig.json',
      'apps/web/package.json',
    ],
    output: 'apps/web/dist/index.html',
    command: ['npm', 'run', 'build', '-w', '@lodestar/web'],
  },
};

/** The newest file under `paths` (relative to the root), as { path, mtimeMs }, or undefined when there is none. */
export function newestFile(paths) {
  let newest;
  const visit = (absolute) => {
    let stats;
    try {
      stats = statSync(absolute);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(absolute)) {
        if (!SKIP_DIRS.has(entry)) visit(join(absolute, entry));
      }
    } else if (stats.isFile() && !isTestFile(absolute) && (!newest || stats.mtimeMs > newest.mtimeMs)) {
      newest = { path: relative(root, absolute), mtimeMs: stats.mtimeMs };
    }
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

const stampOf = (name) => join(STAMP_DIR, `${name}.stamp`);

function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Why `name` needs a build, or null when its output is newer than every input. */
export function staleReason(name) {
  const target = targets[name];
  const output = join(root, target.output);
  if (!existsSync(output)) return `${target.output} is missing`;
  // A build that changed nothing may leave the output's time alone; the stamp records that the build ran.
  const builtAt = Math.max(mtimeOf(output) ?? 0, mtimeOf(stampOf(name)) ?? 0);
  const newest = newestFile(target.inputs);
  if (newest && newest.mtimeMs > builtAt) return `${newest.path} changed since the last build`;
  return null;
}

/** Runs a command from the repository root; resolves with its exit code. `stdout` may be 'inherit' or a fd. */
export function run(command, args, { env = process.env, stdout = 'inherit' } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['inherit', stdout, 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Builds each named target that is missing or stale, in the order of `targets`, printing what it builds and why.
 * Build output goes to stderr so that a caller's stdout stays clean (the CLI prints JSON there).
 * Throws when a build fails.
 */
export async function ensureBuilt(names, { log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  for (const name of Object.keys(targets)) {
    if (!names.includes(name)) continue;
    const reason = staleReason(name);
    if (!reason) continue;
    const target = targets[name];
    const [command, ...args] = target.command;
    log(`Building ${target.label} (${reason}): ${target.command.join(' ')}`);
    const started = Date.now();
    const code = await run(command, args, { stdout: 2 });
    if (code !== 0) throw new Error(`Building ${target.label} failed (exit code ${code}).`);
    // The stamp carries the time the build started, so a source saved during the build still counts as newer.
    mkdirSync(dirname(stampOf(name)), { recursive: true });
    writeFileSync(stampOf(name), `${new Date(started).toISOString()}\n`);
    utimesSync(stampOf(name), started / 1000, started / 1000);
    log(`Built ${target.label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
