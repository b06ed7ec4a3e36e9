import L from 'leaflet';
import { linesContent } from './lines-content';
import { useMapLayer } from './map-context';

export interface NumberedMarker {
  position: L.LatLngTuple;
  number: number;
  /** The marker's accessible name and hover title. */
  title: string;
  color: string;
  /** Drawn larger and above the others. */
  highlighted?: boolean;
  /** The lines of the popup a click or Enter opens, the first one bold. */
  popupLines?: readonly string[];
}

const SIZE = { normal: 24, highlighted: 32 };

// Leaflet stacks a marker by its pixel y on the map plus this offset: a million lifts the highlighted marker above
// markers further south on any screen, however tall.
const HIGHLIGHTED_Z_INDEX_OFFSET = 1_000_000;

/** Leaflet's image icons break under bundlers, so a marker is a coloured disc drawn in HTML. */
function numberedIcon({ number, color, highlighted = false }: NumberedMarker): L.DivIcon {
  const size = highlighted ? SIZE.highlighted : SIZE.normal;
  const disc = document.createElement('span');
  disc.className = 'lodestar-numbered-marker-disc';
  disc.style.background = color;
  disc.textContent = String(number);
  // The title names the marker; the digits alone would otherwise become its name.
  disc.setAttribute('aria-hidden', 'true');
  return L.divIcon({
    html: disc,
    className: highlighted
      ? 'lodestar-numbered-marker lodestar-numbered-marker-highlighted'
      : 'lodestar-numbered-marker',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    popupAnchor: [0, -size / 2],
  });
}

/** Numbered markers in one layer group: cheap enough for hundreds of markers. */
export function NumberedMarkersLayer({ markers }: { markers: readonly NumberedMarker[] }) {
  useMapLayer(
    () =>
      L.layerGroup(
        markers.map((marker) => {
          const leafletMarker = L.marker(marker.position, {
            icon: numberedIcon(marker),
            title: marker.title,
            zIndexOffset: marker.highlighted ? HIGHLIGHTED_Z_INDEX_OFFSET : 0,
          });
          if (marker.popupLines?.length) leafletMarker.bindPopup(linesContent(marker.popupLines));
          return leafletMarker;
        }),
      ),
    [markers],
  );
  return null;
}
