/** Paths the server answers itself (API, live updates, ingest, dev tools, the local payment provider). */
const SERVER_PATHS = /^\/(api|socket\.io|ingest|dev|local-stripe)(\/|$)/i;

/**
 * How the service worker answers a request: `shell-file` from the shell's cache (a file of the build), `page` from
 * the network, or the cached app page when the network fails (a navigation to a route of the app), and `network`
 * without the worker at all, so nothing of it is ever cached (every server call).
 */
export type ShellRoute = 'shell-file' | 'page' | 'network';

export function shellRouteOf(
  request: Pick<Request, 'method' | 'mode' | 'url'>,
  origin: string,
  shellFiles: ReadonlySet<string>,
): ShellRoute {
  const { origin: requestOrigin, pathname } = new URL(request.url);
  if (request.method !== 'GET' || requestOrigin !== origin || SERVER_PATHS.test(pathname)) return 'network';
  if (shellFiles.has(pathname)) return 'shell-file';
  return request.mode === 'navigate' ? 'page' : 'network';
}
