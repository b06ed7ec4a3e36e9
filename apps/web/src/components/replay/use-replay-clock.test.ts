import { act, renderHook, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { useReplayClock } from './use-replay-clock';

const MINUTE = 60_000;

/** The clock and its time, as a replay's controls see them. */
function renderClock(initial: { start: number; end: number; replayOf: string }) {
  return renderHook(
    ({ start, end, replayOf }) => {
      const clock = useReplayClock(start, end, replayOf);
      return { clock, time: useSyncExternalStore(clock.time.subscribe, clock.time.get) };
    },
    { initialProps: initial },
  );
}

describe('the replay clock', () => {
  it('keeps playing from where it is when the same replay gains a position and drops its oldest', async () => {
    const { result, rerender } = renderClock({ start: 0, end: 10 * MINUTE, replayOf: 'page' });
    act(() => result.current.clock.setSpeed(64));
    act(() => result.current.clock.play());
    await waitFor(() => expect(result.current.time).toBeGreaterThan(2 * MINUTE));

    rerender({ start: MINUTE, end: 11 * MINUTE, replayOf: 'page' });
    const kept = result.current.time;
    expect(kept).toBeGreaterThan(2 * MINUTE);
    expect(result.current.clock.playing).toBe(true);
    await waitFor(() => expect(result.current.time).toBeGreaterThan(kept));
  });

  it('moves a paused time that the new bounds leave behind to their start', () => {
    const { result, rerender } = renderClock({ start: 0, end: 10 * MINUTE, replayOf: 'page' });
    rerender({ start: 3 * MINUTE, end: 12 * MINUTE, replayOf: 'page' });
    expect(result.current.time).toBe(3 * MINUTE);
    expect(result.current.clock.playing).toBe(false);
  });

  it('starts another replay over, paused at its start', async () => {
    const { result, rerender } = renderClock({ start: 0, end: 10 * MINUTE, replayOf: 'page' });
    act(() => result.current.clock.setSpeed(64));
    act(() => result.current.clock.play());
    await waitFor(() => expect(result.current.time).toBeGreaterThan(2 * MINUTE));

    rerender({ start: 0, end: 20 * MINUTE, replayOf: 'range' });
    expect(result.current.clock.playing).toBe(false);
    expect(result.current.time).toBe(0);
  });
});
