import L from 'leaflet';
import { useEffect, useState } from 'react';
import { usePublicConfig } from '../../lib/public-config';
import { useLeafletMap } from './map-context';
import { OfflinePlacesLayer } from './offline-places-layer';
import { loadOfflineWorldLayer } from './offline-world-layer';

export type TileStyle = 'street' | 'satellite';

/** Failed tiles, with none loaded, after which the tile service counts as unreachable (one 404 is not an outage). */
const OFFLINE_AFTER_ERRORS = 3;

/**
 * The street or satellite tiles of the configuration, with their attribution. When no tile loads (no network, or
 * the tile service is down) the map falls back to land and borders from world-atlas and the names of the cities in
 * view from the server, and says so.
 */
export function BaseTileLayer({ style }: { style: TileStyle }) {
  const map = useLeafletMap();
  const { maps } = usePublicConfig();
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const { url, attribution } = maps[style];
    const layer = L.tileLayer(url, { attribution, maxZoom: 19, crossOrigin: true });
    let loaded = false;
    let errors = 0;
    layer.on('tileload', () => {
      loaded = true;
      setOffline(false);
    });
    layer.on('tileerror', () => {
      errors += 1;
      if (!loaded && errors >= OFFLINE_AFTER_ERRORS) setOffline(true);
    });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, maps, style]);

  useEffect(() => {
    if (!offline) return;
    let world: L.Layer | undefined;
    let cancelled = false;
    void loadOfflineWorldLayer().then((layer) => {
      if (cancelled) return;
      world = layer;
      layer.addTo(map);
    });
    return () => {
      cancelled = true;
      world?.remove();
    };
  }, [map, offline]);

  return offline ? (
    <>
      <OfflineNotice />
      <OfflinePlacesLayer />
    </>
  ) : null;
}

function OfflineNotice() {
  return (
    <div role="status" className="lodestar-map-offline">
      Map tiles are offline: showing land, borders and place names only.
    </div>
  );
}
