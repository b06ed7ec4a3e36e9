import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';

/** How many times faster than real time a replay can run. */
export const REPLAY_SPEEDS = [1, 2, 4, 8, 16, 32, 64] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/**
 * Where a replay is in time, within [start, end], kept outside React so that each frame re-renders only what shows
 * the time.
 */
function createTimeStore(start: number, end: number) {
  let time = start;
  const listeners = new Set<() => void>();
  return {
    get: () => time,
    set: (next: number) => {
      time = Math.max(start, Math.min(end, next));
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The replay's clock over [start, end] (epoch milliseconds): paused at the start, it runs at `speed` times real time
 * on animation frames once played, and pauses at the end; playing again from the end starts over.
 */
export function useReplayClock(start: number, end: number) {
  const time = useMemo(() => createTimeStore(start, end), [start, end]);
  // The store being played: a new timeline is a new store, paused.
  const [played, setPlayed] = useState<typeof time | null>(null);
  const playing = played === time;
  const [speed, setSpeed] = useState<ReplaySpeed>(16);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    const tick = (at: number) => {
      const next = Math.min(end, time.get() + (at - last) * speed);
      last = at;
      time.set(next);
      if (next >= end) setPlayed(null);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, end, time]);

  return {
    time,
    start,
    end,
    playing,
    speed,
    setSpeed,
    seek: time.set,
    play: () => {
      if (time.get() >= end) time.set(start);
      setPlayed(time);
    },
    pause: () => setPlayed(null),
  };
}

export type ReplayClock = ReturnType<typeof useReplayClock>;

/** The clock's time, re-rendering the caller at every frame of a replay. */
export const useReplayTime = ({ time }: ReplayClock) => useSyncExternalStore(time.subscribe, time.get);
