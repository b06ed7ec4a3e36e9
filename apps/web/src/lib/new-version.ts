import { useSyncExternalStore } from 'react';
import { ACTIVATE_NEW_VERSION } from './app-shell';

/** A new build's service worker, installed and waiting for the open tabs of this one to close. */
let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Tells the open tab that a new version is ready. */
export function offerNewVersion(worker: ServiceWorker): void {
  waitingWorker = worker;
  for (const listener of listeners) listener();
}

/** Whether a new version waits for this tab. */
export function useNewVersionReady(): boolean {
  return useSyncExternalStore(subscribe, () => waitingWorker !== null);
}

/**
 * Lets the new version's worker take over, and reloads the tab once it has, into the new version. When another tab's
 * Reload made it take over already, this tab reloads at once.
 */
export function switchToNewVersion(): void {
  if (waitingWorker?.state === 'activated') {
    window.location.reload();
    return;
  }
  navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waitingWorker?.postMessage(ACTIVATE_NEW_VERSION);
}
