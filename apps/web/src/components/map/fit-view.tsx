import L from 'leaflet';
import { useEffect, useEffectEvent } from 'react';
import { useLeafletMap } from './map-context';
import { moveMap } from './map-moves';
import { FOCUS_ZOOM, viewOf } from './map-view';

// Keeps the outer markers clear of the map's edges and of the attribution line.
const FIT_PADDING = L.point(40, 40);

interface FitViewProps {
  points: readonly L.LatLngTuple[];
  /** The zoom on a single place. */
  singlePointZoom: number;
  /**
   * The map fits the points on mount and whenever this changes (null: leave the view alone for now), so that
   * points added later (a live update) do not take the view away from where the user moved it.
   */
  fitKey: string | number | null;
}

/**
 * Moves the map so that it shows every point, or to the default centre and zoom when there is none. The fit is not
 * the person's move and does not animate.
 */
export function FitView({ points, singlePointZoom, fitKey }: FitViewProps) {
  const map = useLeafletMap();
  const fit = useEffectEvent(() => {
    const view = viewOf(points, singlePointZoom);
    moveMap(map, () => {
      if ('bounds' in view) map.fitBounds(view.bounds, { padding: FIT_PADDING, maxZoom: FOCUS_ZOOM, animate: false });
      else map.setView(view.center, view.zoom, { animate: false });
    });
  });
  useEffect(() => {
    if (fitKey !== null) fit();
  }, [map, fitKey]);
  return null;
}
