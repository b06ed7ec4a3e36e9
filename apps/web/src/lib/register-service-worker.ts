import { SERVICE_WORKER_FILE } from './app-shell';

/**
 * Installs the app shell's service worker (src/service-worker) once the page has loaded, so that its download does
 * not compete with the page's. Production builds only: the dev server and the tests have no built shell.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // Offline, the worker already installed keeps serving; the next start tries again.
    navigator.serviceWorker.register(`/${SERVICE_WORKER_FILE}`).catch(() => undefined);
  });
}
