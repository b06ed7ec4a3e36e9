import { ACTIVATE_NEW_VERSION, isShellCache, shellCacheName } from '../lib/app-shell';
import { shellRouteOf } from './shell-route';

declare const self: ServiceWorkerGlobalScope;
/** The built app shell, written in by the build (apps/web/plugins/service-worker.ts). */
declare const APP_SHELL: { version: string; files: string[] };

const { version, files } = APP_SHELL;
const cacheName = shellCacheName(version);
const shellFiles = new Set(files);
const APP_PAGE = '/index.html';
// The server's answers vary on Accept-Encoding; a stored file of the build is the same whatever the request says.
const fromShellCache = { cacheName, ignoreVary: true };

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(cacheName).then((cache) => cache.addAll(files)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const older = (await caches.keys()).filter((name) => isShellCache(name) && name !== cacheName);
      await Promise.all(older.map((name) => caches.delete(name)));
      // The first visit's page works offline at once, without waiting for its next load.
      await self.clients.claim();
    })(),
  );
});

// A new build waits for the tabs of this one to close, unless a tab's person chooses to reload into it now.
self.addEventListener('message', (event) => {
  if (event.data === ACTIVATE_NEW_VERSION) void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = shellRouteOf(request, self.location.origin, shellFiles);
  if (route === 'shell-file') event.respondWith(shellFile(request));
  if (route === 'page') event.respondWith(pageOrAppPage(request));
});

async function shellFile(request: Request): Promise<Response> {
  return (await caches.match(new URL(request.url).pathname, fromShellCache)) ?? fetch(request);
}

/** The page from the network, which always has the newest build; without a network, the app page of this one. */
async function pageOrAppPage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const page = await caches.match(APP_PAGE, fromShellCache);
    if (!page) throw error;
    return page;
  }
}
