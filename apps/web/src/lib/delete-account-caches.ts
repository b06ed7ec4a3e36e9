import { isShellCache } from './app-shell';

/**
 * Deletes every Cache Storage cache but the app shell's. The service worker stores no answer of the API, so there
 * is normally nothing to delete; this makes sure nothing of an account outlives its session whatever put it there.
 * Cache Storage is missing outside secure contexts (and in jsdom): then there is nothing to delete.
 */
export async function deleteAccountCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !isShellCache(name)).map((name) => caches.delete(name)));
}
