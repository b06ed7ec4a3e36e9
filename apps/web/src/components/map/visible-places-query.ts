import { MAP_PLACES_MAX, type MapPlacesQuery } from '@lodestar/contract';
import L from 'leaflet';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useLeafletMap } from './map-context';

/** About one name to this many square pixels (a long name's width by a few lines) keeps the names apart. */
const PIXELS_PER_PLACE = 160 * 90;
/** The map counts as still once it has not moved for this long. */
const SETTLE_MS = 300;

// Four decimals (about 11 m) are plenty for a box of the screen, and keep the query of a view the same.
const rounded = (degrees: number) => Math.round(degrees * 1e4) / 1e4;
const wrapped = (longitude: number) => rounded(L.Util.wrapNum(longitude, [-180, 180], true));

/**
 * The place names to ask for the map's view: its box with longitudes within ±180 (a west greater than the east
 * across the antimeridian, the whole width once the map shows all of it), and as many names as its size holds.
 */
export function visiblePlacesQuery(map: L.Map): MapPlacesQuery {
  const bounds = map.getBounds();
  const { x: width, y: height } = map.getSize();
  const wholeWidth = bounds.getEast() - bounds.getWest() >= 360;
  return {
    south: rounded(bounds.getSouth()),
    west: wholeWidth ? -180 : wrapped(bounds.getWest()),
    north: rounded(bounds.getNorth()),
    east: wholeWidth ? 180 : wrapped(bounds.getEast()),
    limit: Math.max(1, Math.min(MAP_PLACES_MAX, Math.floor((width * height) / PIXELS_PER_PLACE))),
  };
}

/** The place names to ask for the view of the enclosing map, once it has stopped moving (panned, zoomed, resized). */
export function useVisiblePlacesQuery(): MapPlacesQuery {
  const map = useLeafletMap();
  const [query, setQuery] = useState(() => visiblePlacesQuery(map));
  useEffect(() => {
    const update = () => setQuery(visiblePlacesQuery(map));
    map.on('moveend resize', update);
    return () => {
      map.off('moveend resize', update);
    };
  }, [map]);
  return useDebouncedValue(query, SETTLE_MS);
}
