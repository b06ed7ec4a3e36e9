import L from 'leaflet';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { useOffline } from '../../lib/online-status';
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
  const [tilesFailed, setTilesFailed] = useState(false);
  // A map whose tiles loaded before the network went away falls back too.
  const offline = useOffline() || tilesFailed;

  useEffect(() => {
    const { url, attribution } = maps[style];
    const layer = L.tileLayer(url, { attribution, maxZoom: 19, crossOrigin: true });
    let loaded = false;
    let errors = 0;
    layer.on('tileload', () => {
      loaded = true;
      setTilesFailed(false);
    });
    layer.on('tileerror', () => {
      errors += 1;
      if (!loaded && errors >= OFFLINE_AFTER_ERRORS) setTilesFailed(true);
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
    loadOfflineWorldLayer()
      .then((layer) => {
        if (cancelled) return;
        world = layer;
        layer.addTo(map);
      })
      // Its chunk could not be fetched either (no network before it was ever loaded): the notice still tells why.
      .catch(() => undefined);
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
  const t = useT();
  return (
    <div role="status" className="lodestar-map-offline" title={t('map.offlineDetail')}>
      {t('map.offline')}
    </div>
  );
}
