import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';

/** How many times faster than real time a replay can run. */
export const REPLAY_SPEEDS = [1, 2, 4, 8, 16, 32, 64] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/**
 * Where a replay is in time, within its bounds, kept outside React so that each frame re-renders only what shows the
 * time. Bounds that move (a live page gains a position and drops its oldest) keep the time where it is, within them.
 */
function createTimeStore(start: number, end: number) {
  let time = start;
  let bounds = { start, end };
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    time = Math.max(bounds.start, Math.min(bounds.end, next));
    for (const listener of listeners) listener();
  };
  return {
    get: () => time,
    end: () => bounds.end,
    set,
    setBounds: (nextStart: number, nextEnd: number) => {
      bounds = { start: nextStart, end: nextEnd };
      if (time < nextStart || time > nextEnd) set(time);
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The replay's clock over [start, end] (epoch milliseconds): paused at the start, it runs at `speed` times real time
 * on animation frames once played, and pauses at the end; playing again from the end starts over. A new `replayOf`
 * (another device, range or source) starts a new replay, paused at its start; new bounds of the same replay keep it
 * going.
 */
export function useReplayClock(start: number, end: number, replayOf: string) {
  const [replay, setReplay] = useState(() => ({ of: replayOf, time: createTimeStore(start, end) }));
  if (replay.of !== replayOf) setReplay({ of: replayOf, time: createTimeStore(start, end) });
  const { time } = replay;
  useLayoutEffect(() => time.setBounds(start, end), [time, start, end]);
  // The store being played: a new replay is a new store, paused.
  const [played, setPlayed] = useState<typeof time | null>(null);
  const playing = played === time;
  const [speed, setSpeed] = useState<ReplaySpeed>(16);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    const tick = (at: number) => {
      time.set(time.get() + (at - last) * speed);
      last = at;
      if (time.get() >= time.end()) setPlayed(null);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, time]);

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
