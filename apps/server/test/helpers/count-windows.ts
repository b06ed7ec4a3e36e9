import type { TestApp } from './test-app.js';

/**
 * Moves the fake clock to the start of the next window of the counters (fixed windows of the app's clock), so
 * the clock moves a test makes itself never carry its counts over into a fresh window.
 */
export function startOfNextWindow(t: TestApp, windowMs: number): void {
  t.clock.advance(windowMs - (t.clock.now().getTime() % windowMs));
}
