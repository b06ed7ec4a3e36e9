/** The service worker's script, at the root of the built app so that its scope is the whole portal. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The Cache Storage caches of the app shell, one a build: the service worker fills and prunes them, and sign-out
 * keeps them (they hold only the built app, nothing of an account).
 */
const SHELL_CACHE_PREFIX = 'lodestar-shell-';

export const shellCacheName = (version: string): string => `${SHELL_CACHE_PREFIX}${version}`;

export const isShellCache = (name: string): boolean => name.startsWith(SHELL_CACHE_PREFIX);

/** The message a tab sends a new build's waiting worker to take over now (the person chose to reload). */
export const ACTIVATE_NEW_VERSION = 'activate-new-version';
