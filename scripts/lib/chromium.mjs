// Debian's Chromium, the only browser the end-to-end tests and the first-render bench use (never downloaded).
import { spawnSync } from 'node:child_process';

export const CHROMIUM = '/usr/bin/chromium';

/** The flags Chromium is launched with: headless, no sandbox, no GPU, and nothing that talks to Google. */
export const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** Playwright's launch options for Debian's Chromium (a fresh object each call, safe to change). */
export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] };
}

/** `chromium --version`, or undefined when it cannot be run. */
export function chromiumVersion() {
  const result = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return result.status === 0 ? result.stdout.trim() : undefined;
}
