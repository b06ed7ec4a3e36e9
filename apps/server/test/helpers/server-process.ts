import { fileURLToPath } from 'node:url';
import { staleReason } from '../../../../scripts/lib/build.mjs';

type Entry = 'main' | 'cli/index';

let built: boolean | undefined;

/**
 * The node arguments that run one of the server's entry points in a process of its own: its build when that is newer
 * than every source (as `npm test`'s type check leaves it), which starts in about half the time of the source through
 * tsx, which runs otherwise (a single file run after an edit).
 */
export function serverProcessArgs(entry: Entry): string[] {
  built ??= staleReason('server') === null;
  const path = built ? `../../dist/${entry}.js` : `../../src/${entry}.ts`;
  const file = fileURLToPath(new URL(path, import.meta.url));
  return built ? [file] : ['--import', 'tsx', file];
}
