import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { SERVICE_WORKER_FILE } from '../src/lib/app-shell';

interface ShellFile {
  path: string;
  content: string | Uint8Array;
}

/** The built files of the bundle, as the browser asks for them; source maps and the worker itself are not shell. */
function bundleFiles(bundle: Rolldown.OutputBundle): ShellFile[] {
  return Object.values(bundle)
    .filter((file) => file.fileName !== SERVICE_WORKER_FILE && !file.fileName.endsWith('.map'))
    .map((file) => ({ path: `/${file.fileName}`, content: file.type === 'chunk' ? file.code : file.source }));
}

/** The files of `public/`, which the build copies to the root as they are (favicon, manifest, icons). */
async function publicFiles(publicDir: string): Promise<ShellFile[]> {
  if (!publicDir) return [];
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = join(entry.parentPath, entry.name);
        return { path: `/${relative(publicDir, file).split(sep).join('/')}`, content: await readFile(file) };
      }),
  );
}

/** Changes with any file's name or content, so that each build that changes the shell is a new worker. */
function versionOf(files: ShellFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.path).update('\0').update(file.content).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Bundles the worker's entry into one script of its own, with the shell in place of `APP_SHELL`. */
async function bundleWorker(entry: string, shell: { version: string; files: string[] }): Promise<string> {
  const result = await build({
    configFile: false,
    envFile: false,
    publicDir: false,
    logLevel: 'warn',
    define: { APP_SHELL: JSON.stringify(shell) },
    build: { write: false, lib: { entry, formats: ['es'], fileName: 'sw' } },
  });
  const outputs = [result].flat().flatMap((output) => ('output' in output ? output.output : []));
  const chunk = outputs.find((output) => output.type === 'chunk');
  if (!chunk || outputs.length !== 1) throw new Error(`The service worker must bundle into one script (${entry}).`);
  return chunk.code;
}

/**
 * Writes the service worker (`entry`) to `SERVICE_WORKER_FILE` at the root of the build, with the app shell written
 * in: every file of the build and of `public/`, and a version that changes with any of them.
 */
export function serviceWorker(entry: string): Plugin {
  let publicDir = '';
  return {
    name: 'lodestar-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle: {
      // After the other plugins have added their files (index.html among them).
      order: 'post',
      async handler(_options, bundle) {
        const files = [...bundleFiles(bundle), ...(await publicFiles(publicDir))].sort((a, b) =>
          a.path.localeCompare(b.path),
        );
        const shell = { version: versionOf(files), files: files.map((file) => file.path) };
        this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: await bundleWorker(entry, shell) });
      },
    },
  };
}
