import { mapEndpoints, type MapPlace, type MapPlacesQuery } from '@lodestar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { callApi } from '../../lib/api-client';
import { useLeafletMap, useMapLayer } from './map-context';
import { useVisiblePlacesQuery } from './visible-places-query';

/** A pane inside the tile pane: the names draw over the offline land, under every overlay and marker. */
const PLACES_PANE = 'lodestarPlaces';

const mapPlacesQuery = (query: MapPlacesQuery) =>
  queryOptions({
    queryKey: ['mapPlaces', query],
    // The signal aborts the request once the map has moved on to another view.
    queryFn: ({ signal }) => callApi(mapEndpoints.places, { query }, { signal }),
    // Cities do not move.
    staleTime: Infinity,
  });

/** The label of a place, on the copy of the world the map shows (a view across the antimeridian shows two halves). */
function placeLabel({ name, latitude, longitude }: MapPlace, viewLongitude: number): L.Marker {
  const label = document.createElement('span');
  label.textContent = name;
  const shown = longitude + 360 * Math.round((viewLongitude - longitude) / 360);
  return L.marker([latitude, shown], {
    icon: L.divIcon({ html: label, className: 'lodestar-map-place', iconSize: [0, 0] }),
    pane: PLACES_PANE,
    interactive: false,
    keyboard: false,
  });
}

/** The names of the cities in view while the tiles are offline; the names shown stay until the next view's arrive. */
export function OfflinePlacesLayer() {
  const map = useLeafletMap();
  const query = useVisiblePlacesQuery();
  const places = useQuery({ ...mapPlacesQuery(query), placeholderData: keepPreviousData }).data?.places;
  useMapLayer(() => {
    if (!places) return null;
    if (!map.getPane(PLACES_PANE)) map.createPane(PLACES_PANE, map.getPane('tilePane'));
    const viewLongitude = map.getCenter().lng;
    return L.layerGroup(places.map((place) => placeLabel(place, viewLongitude)));
  }, [places]);
  return null;
}
