import Close from '@mui/icons-material/Close';
import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  historyEmptyMessages,
  TRIPS_MAX_DAYS,
  tripsMessages,
  type Device,
  type Trip,
  type TripsResponse,
} from '@lodestar/contract';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { rangeProblem, TimeRangeFields, type TimeRange } from '../../../components/time-range-fields';
import { toast } from '../../../lib/toast';
import { useExportTripsCsv, useTrips } from '../api/get-trips';
import { distanceText, durationText } from '../trip-format';
import { HistorySkeleton } from './history-load-states';
import { HistoryReplay } from './history-replay';
import { TripDays } from './trip-days';
import { TripList } from './trip-list';

const MAP_HEIGHT = { xs: 280, md: 360 };

const tripsRangeProblem = rangeProblem({
  unset: 'Choose when the range starts and ends.',
  maxDays: TRIPS_MAX_DAYS,
  tooLong: tripsMessages.tooLong,
});

/** The last seven days, today included, up to now. */
const lastWeek = (): TimeRange => ({
  from: dayjs().startOf('day').subtract(6, 'day').toISOString(),
  to: dayjs().toISOString(),
});

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function Totals({ answer }: { answer: TripsResponse }) {
  const trips = answer.data.filter((segment) => segment.kind === 'trip');
  const distance = trips.reduce((sum, trip) => sum + trip.distance, 0);
  const moving = trips.reduce((sum, trip) => sum + trip.duration, 0);
  const stops = answer.data.length - trips.length;
  return (
    <Typography variant="subtitle2" component="p">
      {`${plural(trips.length, 'trip')} · ${distanceText(distance)} · ${durationText(moving)} moving · ${plural(stops, 'stop')}`}
    </Typography>
  );
}

/** What the range holds: the daily summary and the list, or why there is nothing, and the rules that made them. */
function TripsResult({
  answer,
  selected,
  onSelect,
}: {
  answer: TripsResponse;
  selected: Trip | null;
  onSelect: (trip: Trip) => void;
}) {
  const { rules, fixes } = answer;
  return (
    <Stack spacing={1.5}>
      {answer.data.length === 0 ? (
        <Typography role="status" color="text.secondary" variant="body2">
          {fixes.read === 0
            ? historyEmptyMessages.noReportsInRange
            : `No trips or stops in this range: the device stayed within ${rules.stopRadius} m, or too briefly to stop.`}
        </Typography>
      ) : (
        <>
          <Totals answer={answer} />
          <TripDays days={answer.days} />
          <TripList segments={answer.data} selected={selected} onSelect={onSelect} />
        </>
      )}
      <Typography variant="caption" color="text.secondary">
        {`A stop is ${rules.stopMinutes} min or more within ${rules.stopRadius} m; the device's Alert & Reports settings change this.`}
        {fixes.dropped > 0 && ` ${plural(fixes.dropped, 'position')} too inaccurate to measure left out.`}
      </Typography>
    </Stack>
  );
}

/** The Trips view: the trips and stops of a range, a day-by-day summary, a trip drawn and replayed on the map, CSV. */
export function TripsView({ device }: { device: Device }) {
  const [initial] = useState(lastWeek);
  const [range, setRange] = useState<TimeRange>(initial);
  const [selected, setSelected] = useState<Trip | null>(null);
  const trips = useTrips(device.deviceUUID, range);
  const exportCsv = useExportTripsCsv(device.deviceUUID);
  const saveCsv = () =>
    exportCsv.mutate(range, {
      onSuccess: () => toast.success('Trips exported'),
      onError: (error) => toast.error(error, 'Unable to export the trips'),
    });
  return (
    <Stack spacing={1.5}>
      <TimeRangeFields
        initial={{ from: initial.from, to: null }}
        problemOf={tripsRangeProblem}
        submitLabel="Show trips"
        loading={trips.isFetching}
        onSubmit={(next) => {
          setRange(next);
          setSelected(null);
        }}
      />
      {selected && (
        <Stack spacing={1}>
          <Button size="small" startIcon={<Close />} onClick={() => setSelected(null)} sx={{ alignSelf: 'flex-start' }}>
            Close the trip
          </Button>
          <HistoryReplay
            key={selected.start}
            device={device}
            locations={[]}
            tiles="street"
            height={MAP_HEIGHT}
            fixedRange={{ from: selected.start, to: selected.end }}
          />
        </Stack>
      )}
      {trips.data ? (
        <>
          <Button
            size="small"
            variant="outlined"
            startIcon={<FileDownload />}
            disabled={trips.data.data.length === 0}
            loading={exportCsv.isPending}
            onClick={saveCsv}
            sx={{ alignSelf: 'flex-start' }}
          >
            Export CSV
          </Button>
          <TripsResult answer={trips.data} selected={selected} onSelect={setSelected} />
        </>
      ) : trips.isError ? (
        <ErrorState onRetry={() => void trips.refetch()} />
      ) : (
        <HistorySkeleton height={240} />
      )}
    </Stack>
  );
}
