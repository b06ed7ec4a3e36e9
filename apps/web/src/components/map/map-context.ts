import type { Layer, Map as LeafletMap } from 'leaflet';
import { createContext, useContext, useEffect } from 'react';

export const MapContext = createContext<LeafletMap | null>(null);

/** The Leaflet map of the enclosing BaseMap. */
export function useLeafletMap(): LeafletMap {
  const map = useContext(MapContext);
  if (!map) throw new Error('useLeafletMap must be used inside a BaseMap');
  return map;
}

/**
 * Adds the layer `create` builds to the map while the component is mounted, and builds it again whenever `deps`
 * change: each layer component owns exactly one layer.
 */
export function useMapLayer(create: () => Layer | null, deps: readonly unknown[]): void {
  const map = useLeafletMap();
  useEffect(() => {
    const layer = create();
    layer?.addTo(map);
    return () => {
      layer?.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the layer depends on
  }, [map, ...deps]);
}
