// Debian's Chromium, the only browser the end-to-end tests use (browsers are never downloaded).
import { spawnSync } from 'node:child_process';

export const CHROMIUM = '/usr/bin/chromium';

/** `chromium --version`, or undefined when it cannot be run. */
export function chromiumVersion() {
  const result = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return result.status === 0 ? result.stdout.trim() : undefined;
}
