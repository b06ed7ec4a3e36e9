import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { useAppStore } from '../lib/store';
import { installMatchMedia } from './match-media';
import { server } from './server';

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
