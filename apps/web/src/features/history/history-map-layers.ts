import type { LocationRecord } from '@lodestar/contract';
import type { LatLngTuple } from 'leaflet';
import type { NumberedMarker } from '../../components/map/numbered-markers-layer';
import type { Translate } from '../../lib/i18n/translate';
import { createdOn, placeOf } from './location-text';

/** The route line is drawn only when fewer than this many positions are asked for. */
export const ROUTE_PER_PAGE_LIMIT = 50;

export function shouldDrawRoute(perPage: number): boolean {
  return perPage < ROUTE_PER_PAGE_LIMIT;
}

export const positionOf = ({ latitude, longitude }: LocationRecord): LatLngTuple => [latitude, longitude];

/**
 * The markers of newest-first locations: numbered from 1 in that order, so number 1 is the latest position,
 * highlighted in its own colour; their texts in the shown language.
 */
export function historyMarkers(
  t: Translate,
  locations: readonly LocationRecord[],
  colors: { marker: string; latest: string },
): NumberedMarker[] {
  return locations.map((location, index) => {
    const number = index + 1;
    const latest = index === 0;
    const place = placeOf(location);
    const time = createdOn(location);
    return {
      position: positionOf(location),
      number,
      title: t('history.marker.title', { number, place, time }),
      color: latest ? colors.latest : colors.marker,
      highlighted: latest,
      popupLines: [t(latest ? 'history.marker.popupLatest' : 'history.marker.popup', { number }), place, time],
    };
  });
}
