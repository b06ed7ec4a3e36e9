import { useMemo } from 'react';
import { timelineOf, type ReplayTrack } from './replay-timeline';
import { useReplayClock } from './use-replay-clock';

/**
 * A replay of the tracks: its clock runs from the first position of any track to the last. `replayOf` names what is
 * replayed: when it changes the replay starts over, while tracks that only gain positions keep it going.
 */
export function useReplay(tracks: readonly ReplayTrack[], replayOf: string) {
  const timeline = useMemo(() => timelineOf(tracks), [tracks]);
  const clock = useReplayClock(timeline?.start ?? 0, timeline?.end ?? 0, replayOf);
  return { clock, replayable: timeline !== null && timeline.end > timeline.start };
}
