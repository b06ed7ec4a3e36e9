import type L from 'leaflet';
import { useEffect, useEffectEvent, useState } from 'react';
import { useLeafletMap } from './map-context';
import { moveMap, onUserMove } from './map-moves';

// How far inside the map's edges the followed position must stay: a highlighted marker's radius and a little more.
const EDGE_MARGIN = 24;

function isWellInView(map: L.Map, position: L.LatLngTuple): boolean {
  const { x, y } = map.latLngToContainerPoint(position);
  const size = map.getSize();
  return x >= EDGE_MARGIN && y >= EDGE_MARGIN && x <= size.x - EDGE_MARGIN && y <= size.y - EDGE_MARGIN;
}

/**
 * Follows a moving device: while following, a new `latest` position that is not well inside the view is panned to
 * the centre, at the zoom the person sees. Following stops as soon as the person moves the map, and starts again at
 * each new `followKey` (when the map fits its points anew; null leaves it as it is) or by `setFollowing(true)`,
 * which centres the latest position at once.
 */
export function useFollowLatest(latest: L.LatLngTuple | undefined, followKey: string | number | null) {
  const map = useLeafletMap();
  const [following, setFollowingState] = useState(true);
  const [followedKey, setFollowedKey] = useState(followKey);
  if (followKey !== null && followKey !== followedKey) {
    setFollowedKey(followKey);
    setFollowingState(true);
  }

  useEffect(() => onUserMove(map, () => setFollowingState(false)), [map]);

  const keepInView = useEffectEvent(() => {
    if (following && latest && !isWellInView(map, latest)) moveMap(map, () => map.panTo(latest));
  });
  const [latitude, longitude] = latest ?? [];
  useEffect(() => keepInView(), [map, latitude, longitude]);

  const setFollowing = (follow: boolean) => {
    setFollowingState(follow);
    if (follow && latest) moveMap(map, () => map.panTo(latest));
  };
  return { following, setFollowing };
}
