import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { useAppStore } from '../lib/store';
import { installMatchMedia } from './match-media';
import { server } from './server';

// The first render of a lazy page transforms its whole module graph (Leaflet included), which takes seconds on a
// busy two-core machine; a waiting query only waits as long as it must, so a generous limit costs nothing.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has neither observer; the combo view's carousel (embla) watches its slides with both.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  window.innerWidth = 1280;
  installMatchMedia();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  useAppStore.setState(useAppStore.getInitialState());
});

afterAll(() => server.close());
