import type { Clock } from '../../src/adapters/clock.js';

/** A clock that tests move by hand; it starts at the real time so tokens and TOTP codes line up. */
export class FakeClock implements Clock {
  private current = Date.now();
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current += ms;
  }
}
