import L from 'leaflet';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * Land and country borders from world-atlas (1:110m), drawn under the markers when the tile service cannot be
 * reached. Loaded only then, as its own chunk.
 */
export async function loadOfflineWorldLayer(): Promise<L.Layer> {
  const [{ feature, mesh }, atlas] = await Promise.all([
    import('topojson-client'),
    import('world-atlas/countries-110m.json'),
  ]);
  const topology = (atlas.default ?? atlas) as unknown as Topology<{
    countries: GeometryCollection;
    land: GeometryCollection;
  }>;
  const land = feature(topology, topology.objects.land);
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  // In the tile pane, under every overlay, however late it arrives (the overlay pane draws in order of adding).
  return L.layerGroup([
    L.geoJSON(land, {
      pane: 'tilePane',
      interactive: false,
      style: { color: '#9fb5a1', weight: 0.6, fillColor: '#e4ecdf', fillOpacity: 1 },
    }),
    L.geoJSON(borders, { pane: 'tilePane', interactive: false, style: { color: '#8a8f98', weight: 0.8, fill: false } }),
  ]);
}
