import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import L from 'leaflet';
import type { ReactNode } from 'react';
import { BaseTileLayer, type TileStyle } from './base-tile-layer';
import { MapContext } from './map-context';
import { mapSide } from './map-side';
import { useMapInContainer } from './use-map-in-container';

/** Default map centre near Sydney and the default zoom. */
export const DEFAULT_MAP_CENTER: L.LatLngTuple = [-33.8688, 151.2093];
export const DEFAULT_MAP_ZOOM = 12;

/** The map's own look: its Leaflet container, attribution, place names, offline notice and numbered markers. */
const mapStyles = {
  position: 'relative',
  minHeight: 240,
  '& .leaflet-container': { position: 'absolute', inset: 0, fontFamily: 'inherit' },
  // A long attribution wraps short of the scale (at most 100 px wide, bottom left) instead of running over it.
  '& .leaflet-bottom.leaflet-right': { maxWidth: 'calc(100% - 120px)' },
  // Leaflet writes its scale ("5 km") in English: it keeps its order on a right-to-left page.
  '& .leaflet-control-scale-line': { unicodeBidi: 'plaintext' },
  '& .lodestar-map-place > span': {
    position: 'absolute',
    transform: 'translate(-50%, -50%)',
    whiteSpace: 'nowrap',
    fontSize: 11,
    fontWeight: 600,
    lineHeight: 1.2,
    color: '#46524a',
    textShadow: '0 0 2px #fff, 0 0 2px #fff',
  },
  // Bottom left (`offlineSide`), above the scale: away from the middle, where the fitted and followed markers are.
  '& .lodestar-map-offline': {
    position: 'absolute',
    zIndex: 1000,
    bottom: 48,
    px: 1,
    py: 0.25,
    borderRadius: 1,
    bgcolor: 'background.paper',
    boxShadow: 1,
    typography: 'caption',
    pointerEvents: 'none',
  },
  '& .lodestar-numbered-marker-disc': {
    display: 'grid',
    placeItems: 'center',
    boxSizing: 'border-box',
    width: '100%',
    height: '100%',
    borderRadius: '50%',
    border: '2px solid #fff',
    boxShadow: '0 1px 3px rgba(0, 0, 0, 0.5)',
    color: '#fff',
    font: '700 11px/1 sans-serif',
  },
  // A dark ring outside the white border sets the latest marker apart from the white-edged discs piled
  // under it, and a shadow keeps its number readable on any colour.
  '& .lodestar-numbered-marker-highlighted .lodestar-numbered-marker-disc': {
    fontSize: 13,
    boxShadow: '0 0 0 2px rgba(0, 0, 0, 0.85), 0 2px 6px rgba(0, 0, 0, 0.6)',
    textShadow: '0 0 2px rgba(0, 0, 0, 0.9)',
  },
} as const;

/**
 * The map is not mirrored in a right-to-left language, nor is what lies on it: the offline notice keeps its side. (A
 * place name is centred on its point either way: its translate is mirrored along with its static position.)
 */
const offlineSide = (theme: Theme) => ({ '& .lodestar-map-offline': mapSide(theme, 'left', 10) });

interface BaseMapProps {
  /** The accessible name of the map region. */
  label: string;
  tiles: TileStyle;
  center?: L.LatLngExpression;
  zoom?: number;
  /** Layer components (markers, lines, polygons) that add themselves to this map. */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A Leaflet map with the configured tiles. Its children are layer components that use `useMapLayer`; the map
 * follows its container's size, so it can live in a dialog, a drawer or a resizing grid.
 */
export function BaseMap({
  label,
  tiles,
  center = DEFAULT_MAP_CENTER,
  zoom = DEFAULT_MAP_ZOOM,
  children,
  sx,
}: BaseMapProps) {
  const { containerRef, map } = useMapInContainer(center, zoom);

  return (
    <Box role="region" aria-label={label} sx={[mapStyles, offlineSide, ...(Array.isArray(sx) ? sx : [sx])]}>
      <div ref={containerRef} />
      {map && (
        <MapContext.Provider value={map}>
          <BaseTileLayer style={tiles} />
          {children}
        </MapContext.Provider>
      )}
    </Box>
  );
}
