import Place from '@mui/icons-material/Place';
import Route from '@mui/icons-material/Route';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Stop, Trip, TripPlace, TripSegment } from '@lodestar/contract';
import { coordinatesText } from '../../../lib/coordinates-text';
import { formatDateTime } from '../../../lib/date-time';
import { ownDirection } from '../../../lib/i18n/bidi-text';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { distanceText, durationText, speedText } from '../trip-format';

/**
 * Where a stop was: its address, set apart in Arabic so that a Latin one keeps its order; or its coordinates, data
 * written the same in every language (left to right in Arabic too).
 */
export const placeText = (place: TripPlace) =>
  place.address === null ? coordinatesText(place.latitude, place.longitude) : ownDirection(place.address);

/**
 * A place set apart from the text around it (Unicode first-strong isolates): in Arabic, two Latin addresses around
 * the arrow would otherwise run left to right and turn the arrow round.
 */
const isolated = (text: string) => `\u2068${text}\u2069`;

function TripItem({
  trip,
  selected,
  onSelect,
  t,
}: {
  trip: Trip;
  selected: boolean;
  onSelect: (trip: Trip) => void;
  t: Translate;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton selected={selected} aria-current={selected || undefined} onClick={() => onSelect(trip)}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Route color="primary" />
        </ListItemIcon>
        <ListItemText
          primary={t('trips.trip.primary', {
            start: formatDateTime(trip.start),
            end: formatDateTime(trip.end),
            distance: distanceText(t, trip.distance),
            duration: durationText(t, trip.duration),
          })}
          secondary={t('trips.trip.secondary', {
            from: isolated(placeText(trip.startPlace)),
            to: isolated(placeText(trip.endPlace)),
            average: speedText(t, trip.averageSpeed),
            top: speedText(t, trip.maxSpeed),
          })}
        />
      </ListItemButton>
    </ListItem>
  );
}

function StopItem({ stop, t }: { stop: Stop; t: Translate }) {
  const until = stop.departure ? formatDateTime(stop.departure) : t('trips.stop.stillThere');
  return (
    <ListItem>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Place color="action" />
      </ListItemIcon>
      <ListItemText
        primary={t('trips.stop.primary', { duration: durationText(t, stop.duration), place: placeText(stop.place) })}
        secondary={t('trips.stop.secondary', { arrival: formatDateTime(stop.arrival), until })}
      />
    </ListItem>
  );
}

/** The range's trips and stops, oldest first; a trip is picked to be drawn on the map. */
export function TripList({
  segments,
  selected,
  onSelect,
}: {
  segments: readonly TripSegment[];
  selected: Trip | null;
  onSelect: (trip: Trip) => void;
}) {
  const t = useT();
  return (
    <List dense aria-label={t('trips.list.label')} sx={{ maxHeight: 480, overflowY: 'auto', py: 0 }}>
      {segments.map((segment) =>
        segment.kind === 'trip' ? (
          <TripItem
            key={`trip ${segment.start}`}
            trip={segment}
            selected={segment.start === selected?.start}
            onSelect={onSelect}
            t={t}
          />
        ) : (
          <StopItem key={`stop ${segment.arrival}`} stop={segment} t={t} />
        ),
      )}
    </List>
  );
}
