import { SERVICE_WORKER_FILE } from './app-shell';
import { offerNewVersion } from './new-version';

/** How often an open tab asks whether a new build is out, besides each time it comes back into view. */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Offers the tab a new build's worker once it is installed and waiting. The first install is no update: the page has
 * no controller yet, and nothing is offered.
 */
function watchForNewVersion(registration: ServiceWorkerRegistration): void {
  const offerIfWaiting = () => {
    if (registration.waiting && navigator.serviceWorker.controller) offerNewVersion(registration.waiting);
  };
  offerIfWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfWaiting();
    });
  });
  const checkForUpdate = () => void registration.update().catch(() => undefined);
  window.setInterval(checkForUpdate, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}

/**
 * Installs the app shell's service worker (src/service-worker) once the page has loaded, so that its download does
 * not compete with the page's, and watches for new builds. Production builds only: the dev server and the tests have
 * no built shell.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // Offline, the worker already installed keeps serving; the next start tries again.
    navigator.serviceWorker
      .register(`/${SERVICE_WORKER_FILE}`)
      .then(watchForNewVersion)
      .catch(() => undefined);
  });
}
