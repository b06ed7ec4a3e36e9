import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has no network at all (it may still be online and the server unreachable). */
export const isOffline = (): boolean => !navigator.onLine;

/** `isOffline`, following the browser's online and offline events. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline);
}
