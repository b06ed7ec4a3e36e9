import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useLeafletMap } from '../map/map-context';
import { positionAt, type ReplayTrack } from './replay-timeline';
import { useReplayTime, type ReplayClock } from './use-replay-clock';

/**
 * One marker per track where it is at `time`, moved on the map without re-rendering anything else; a track that has
 * not started yet shows none.
 */
export function ReplayMarkersLayer({ tracks, clock }: { tracks: readonly ReplayTrack[]; clock: ReplayClock }) {
  const map = useLeafletMap();
  const time = useReplayTime(clock);
  const markers = useRef(new Map<string, L.CircleMarker>());

  useEffect(() => {
    const shown = markers.current;
    for (const track of tracks) {
      const marker = L.circleMarker([0, 0], {
        radius: 8,
        color: '#fff',
        weight: 3,
        fillColor: track.color,
        fillOpacity: 1,
        interactive: false,
        className: 'lodestar-replay-marker',
      }).bindTooltip(track.label, { direction: 'top', offset: [0, -8] });
      shown.set(track.id, marker);
    }
    return () => {
      for (const marker of shown.values()) marker.remove();
      shown.clear();
    };
  }, [map, tracks]);

  useEffect(() => {
    for (const track of tracks) {
      const marker = markers.current.get(track.id);
      const at = positionAt(track.points, time);
      if (!marker) continue;
      if (at === null) marker.remove();
      else marker.setLatLng(at).addTo(map);
    }
  }, [map, tracks, time]);

  return null;
}
