import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  celsiusToFahrenheit,
  temperatureUnitOf,
  type Device,
  type HistoryChartsResponse,
  type ReadingSpread,
} from '@lodestar/contract';
import { useMemo, useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { formatDateTime } from '../../../lib/date-time';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { useHistoryCharts } from '../api/get-history-charts';
import { presetRange, type ChartRangeChoice } from '../chart-ranges';
import { bucketSizeText } from '../chart-time';
import { useLiveCharts } from '../hooks/use-live-charts';
import { ChartRangePicker } from './chart-range-picker';
import { ReadingChart } from './reading-chart';
import { ReportsChart } from './reports-chart';

const BATTERY_RANGE = { min: 0, max: 100 };

/**
 * The range charted and its buckets' size. A preset's end is rounded up to its next bucket, so it is often still to
 * come: that is "now" to the reader.
 */
function spanText(t: Translate, { from, to, bucketSeconds }: HistoryChartsResponse): string {
  const values = { from: formatDateTime(from), size: bucketSizeText(t, bucketSeconds) };
  return Date.parse(to) > Date.now()
    ? t('historyCharts.spanToNow', values)
    : t('historyCharts.span', { ...values, to: formatDateTime(to) });
}

const inFahrenheit = ({ min, avg, max }: ReadingSpread): ReadingSpread => ({
  min: celsiusToFahrenheit(min),
  avg: celsiusToFahrenheit(avg),
  max: celsiusToFahrenheit(max),
});

/** The device's battery, temperature and reports over the chosen range, the last 24 hours at first. */
export function HistoryCharts({ device }: { device: Device }) {
  const t = useT();
  const [choice, setChoice] = useState<ChartRangeChoice>('day');
  const [range, setRange] = useState(() => presetRange('day'));
  const charts = useHistoryCharts(device.deviceUUID, range);
  // A preset follows now: once reports arrive past its end, it moves on to the next bucket's end.
  useLiveCharts(device.deviceUUID, range, () => {
    if (choice !== 'custom') setRange(presetRange(choice));
  });
  const choose = (next: ChartRangeChoice) => {
    setChoice(next);
    if (next !== 'custom') setRange(presetRange(next));
  };
  return (
    <Stack spacing={2}>
      <ChartRangePicker
        choice={choice}
        onChoose={choose}
        range={range}
        onCustomRange={setRange}
        loading={charts.isFetching}
      />
      {charts.data ? (
        <>
          {/* The last range's charts stay while the next loads, under a bar that says so (its room kept). */}
          {charts.isPlaceholderData ? (
            <LinearProgress aria-label={t('historyCharts.loading')} />
          ) : (
            <Box sx={{ height: 4 }} />
          )}
          <ChartsOfRange device={device} answer={charts.data} />
        </>
      ) : charts.isPending ? (
        <SectionLoader label={t('historyCharts.loading')} />
      ) : (
        <ErrorState onRetry={() => void charts.refetch()} />
      )}
    </Stack>
  );
}

function ChartsOfRange({ device, answer }: { device: Device; answer: HistoryChartsResponse }) {
  const t = useT();
  const { palette } = useTheme();
  const fahrenheit = temperatureUnitOf(device.temperature.unit) === 'f';
  const { span, times, battery, temperature, reports } = useMemo(
    () => ({
      span: { start: new Date(answer.from), end: new Date(answer.to), bucketSeconds: answer.bucketSeconds },
      times: answer.data.map((bucket) => new Date(bucket.time)),
      battery: answer.data.map((bucket) => bucket.battery),
      temperature: answer.data.map(({ temperature: spread }) => (spread && fahrenheit ? inFahrenheit(spread) : spread)),
      reports: answer.data.map((bucket) => bucket.reports),
    }),
    [answer, fahrenheit],
  );
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {spanText(t, answer)}
      </Typography>
      {reports.every((count) => count === 0) ? (
        <Alert severity="info" variant="outlined">
          {t('historyEmptyMessages.noReportsInRange')}
        </Alert>
      ) : (
        <>
          <ReadingChart
            title={t('historyCharts.battery')}
            suffix="%"
            span={span}
            times={times}
            spreads={battery}
            color={palette.success.main}
            valueRange={BATTERY_RANGE}
          />
          <ReadingChart
            title={t('historyCharts.temperature')}
            suffix={fahrenheit ? ' °F' : ' °C'}
            span={span}
            times={times}
            spreads={temperature}
            color={palette.secondary.main}
          />
          <ReportsChart span={span} times={times} reports={reports} color={palette.primary.main} />
        </>
      )}
    </Stack>
  );
}
