import Close from '@mui/icons-material/Close';
import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mayOnDevice, TRIPS_MAX_DAYS, type Device, type Trip, type TripsResponse } from '@lodestar/contract';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { rangeProblem, TimeRangeFields, type TimeRange } from '../../../components/time-range-fields';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import { useExportTripsCsv, useTrips } from '../api/get-trips';
import { distanceText, durationText } from '../trip-format';
import { HistorySkeleton } from './history-load-states';
import { HistoryReplay } from './history-replay';
import { TripDays } from './trip-days';
import { TripList } from './trip-list';

const MAP_HEIGHT = { xs: 280, md: 360 };

/** The last seven days, today included, up to now. */
const lastWeek = (): TimeRange => ({
  from: dayjs().startOf('day').subtract(6, 'day').toISOString(),
  to: dayjs().toISOString(),
});

function totalsText(t: Translate, answer: TripsResponse): string {
  const trips = answer.data.filter((segment) => segment.kind === 'trip');
  return t('trips.totals', {
    trips: trips.length,
    distance: distanceText(
      t,
      trips.reduce((sum, trip) => sum + trip.distance, 0),
    ),
    moving: durationText(
      t,
      trips.reduce((sum, trip) => sum + trip.duration, 0),
    ),
    stops: answer.data.length - trips.length,
  });
}

/** The rules, and where they are changed for those who may: Alert & Reports for a GPS tracker, Basic settings else. */
function rulesText(t: Translate, device: Device, { rules }: TripsResponse, maySetRules: boolean): string {
  const values = { minutes: rules.stopMinutes, radius: rules.stopRadius };
  if (!maySetRules) return t('trips.rules', values);
  return t(device.deviceType === 'shield_gps' ? 'trips.rulesAlertSettings' : 'trips.rulesBasicSettings', values);
}

/** Why a range holds neither trips nor stops. */
function nothingText(t: Translate, { rules, fixes }: TripsResponse): string {
  if (fixes.read === 0) return t('trips.noReports');
  if (fixes.dropped === fixes.read) return t('trips.allDropped');
  return t('trips.nothing', { radius: rules.stopRadius });
}

interface TripsResultProps {
  device: Device;
  answer: TripsResponse;
  selected: Trip | null;
  onSelect: (trip: Trip) => void;
}

/** What the range holds: the daily summary and the list, or why there is nothing, and the rules that made them. */
function TripsResult({ device, answer, selected, onSelect }: TripsResultProps) {
  const t = useT();
  const { roles } = useSignedInUser();
  const { fixes } = answer;
  return (
    <Stack spacing={1.5}>
      {answer.data.length === 0 ? (
        <Typography role="status" color="text.secondary" variant="body2">
          {nothingText(t, answer)}
        </Typography>
      ) : (
        <>
          <Typography variant="subtitle2" component="p">
            {totalsText(t, answer)}
          </Typography>
          <TripDays days={answer.days} />
          <TripList segments={answer.data} selected={selected} onSelect={onSelect} />
        </>
      )}
      <Typography variant="caption" color="text.secondary">
        {[
          rulesText(t, device, answer, mayOnDevice('settings', device.privilege, roles)),
          fixes.dropped > 0 && fixes.dropped < fixes.read && t('trips.dropped', { count: fixes.dropped }),
        ]
          .filter(Boolean)
          .join(' ')}
      </Typography>
    </Stack>
  );
}

function ExportButton({ device, range, disabled }: { device: Device; range: TimeRange; disabled: boolean }) {
  const t = useT();
  const exportCsv = useExportTripsCsv(device.deviceUUID);
  const save = () =>
    exportCsv.mutate(range, {
      onSuccess: () => toast.success(t('trips.exported')),
      onError: (error) => toast.error(error, t('trips.exportFailed')),
    });
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<FileDownload />}
      disabled={disabled}
      loading={exportCsv.isPending}
      onClick={save}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('trips.exportCsv')}
    </Button>
  );
}

/** The Trips view: the trips and stops of a range, a day-by-day summary, a trip drawn and replayed on the map, CSV. */
export function TripsView({ device }: { device: Device }) {
  const t = useT();
  const [initial] = useState(lastWeek);
  const [range, setRange] = useState<TimeRange>(initial);
  const [selected, setSelected] = useState<Trip | null>(null);
  const trips = useTrips(device.deviceUUID, range);
  // The file is the owners', as the history's export is.
  const mayExport = mayOnDevice('exportHistory', device.privilege, useSignedInUser().roles);
  const problemOf = useMemo(
    () =>
      rangeProblem({
        unset: t('trips.rangeUnset'),
        maxDays: TRIPS_MAX_DAYS,
        tooLong: t('trips.tooLong', { days: TRIPS_MAX_DAYS }),
      }),
    [t],
  );
  return (
    <Stack spacing={1.5}>
      <TimeRangeFields
        initial={{ from: initial.from, to: null }}
        problemOf={problemOf}
        submitLabel={t('trips.show')}
        loading={trips.isFetching}
        onSubmit={(next) => {
          setRange(next);
          setSelected(null);
        }}
      />
      {selected && (
        <Stack spacing={1}>
          <Button size="small" startIcon={<Close />} onClick={() => setSelected(null)} sx={{ alignSelf: 'flex-start' }}>
            {t('trips.closeTrip')}
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
          {mayExport && <ExportButton device={device} range={range} disabled={trips.data.data.length === 0} />}
          <TripsResult device={device} answer={trips.data} selected={selected} onSelect={setSelected} />
        </>
      ) : trips.isError ? (
        <ErrorState onRetry={() => void trips.refetch()} />
      ) : (
        <HistorySkeleton height={240} />
      )}
    </Stack>
  );
}
