import Place from '@mui/icons-material/Place';
import Route from '@mui/icons-material/Route';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Stop, Trip, TripPlace, TripSegment } from '@lodestar/contract';
import { formatDateTime } from '../../../lib/date-time';
import { distanceText, durationText, speedText } from '../trip-format';

export const placeText = (place: TripPlace) =>
  place.address ?? `${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}`;

function TripItem({ trip, selected, onSelect }: { trip: Trip; selected: boolean; onSelect: (trip: Trip) => void }) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        onClick={() => onSelect(trip)}
        aria-label={`Trip at ${formatDateTime(trip.start)}`}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Route color="primary" />
        </ListItemIcon>
        <ListItemText
          primary={`${formatDateTime(trip.start)} – ${formatDateTime(trip.end)} · ${distanceText(trip.distance)} · ${durationText(trip.duration)}`}
          secondary={`${placeText(trip.startPlace)} → ${placeText(trip.endPlace)} · average ${speedText(trip.averageSpeed)}, top ${speedText(trip.maxSpeed)}`}
        />
      </ListItemButton>
    </ListItem>
  );
}

function StopItem({ stop }: { stop: Stop }) {
  const until = stop.departure ? formatDateTime(stop.departure) : 'still there';
  return (
    <ListItem>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Place color="action" />
      </ListItemIcon>
      <ListItemText
        primary={`Stopped ${durationText(stop.duration)} · ${placeText(stop.place)}`}
        secondary={`${formatDateTime(stop.arrival)} – ${until}`}
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
  return (
    <List dense aria-label="Trips and stops" sx={{ maxHeight: 480, overflowY: 'auto', py: 0 }}>
      {segments.map((segment) =>
        segment.kind === 'trip' ? (
          <TripItem
            key={`trip ${segment.start}`}
            trip={segment}
            selected={segment.start === selected?.start}
            onSelect={onSelect}
          />
        ) : (
          <StopItem key={`stop ${segment.arrival}`} stop={segment} />
        ),
      )}
    </List>
  );
}
