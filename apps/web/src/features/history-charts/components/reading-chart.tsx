import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import type { ReadingSpread } from '@lodestar/contract';
import { leftToRight } from '../../../lib/i18n/bidi-text';
import { useT } from '../../../lib/i18n/use-t';
import { timeAxis, type ChartSpan } from '../chart-time';
import { readingLine } from '../reading-line';
import { CHART_HEIGHT, ChartCard } from './chart-card';

interface ReadingChartProps {
  title: string;
  /** What follows a value: "%", " °C". */
  suffix: string;
  span: ChartSpan;
  times: Date[];
  /** Each bucket's spread, null where the bucket has no reading. */
  spreads: (ReadingSpread | null)[];
  color: string;
  /** A fixed value axis (0 to 100 for a battery); otherwise it fits the readings. */
  valueRange?: { min: number; max: number };
}

/** The shortest silence that breaks a line: a twentieth of the range, and never under three buckets. */
const shortestBreak = ({ start, end, bucketSeconds }: ChartSpan) =>
  Math.max(3 * bucketSeconds * 1000, (end.getTime() - start.getTime()) / 20);

/** A reading over time: its average as a line, its lowest to highest as a band around it. */
export function ReadingChart({ title, suffix, span, times, spreads, color, valueRange }: ReadingChartProps) {
  const t = useT();
  const line = readingLine(times, spreads, shortestBreak(span));
  // A value and its unit as English writes them, "25 °C", in Arabic too.
  const valueText = (value: number) => leftToRight(`${value}${suffix}`);
  const format = (value: number | null | undefined) => (value == null ? null : valueText(value));
  const lows = line.spreads.map((spread) => spread?.min ?? null);
  const highs = line.spreads.map((spread) => spread?.max ?? null);
  // A reading alone between two silences has no line to be part of: it shows as a mark.
  const alone = ({ index }: { index: number }) => !line.spreads[index - 1] && !line.spreads[index + 1];
  const drawn = { color, showMark: false, curve: 'linear' } as const;
  const summary =
    line.times.length === 0
      ? null
      : t('historyCharts.readingSummary', {
          title,
          lowest: format(Math.min(...lows.filter((low) => low !== null))),
          highest: format(Math.max(...highs.filter((high) => high !== null))),
        });
  return (
    <ChartCard title={title} summary={summary}>
      <LineChart
        height={CHART_HEIGHT}
        hideLegend
        skipAnimation
        xAxis={[timeAxis(line.times, span)]}
        yAxis={[{ ...valueRange, width: 64, valueFormatter: valueText }]}
        series={[
          {
            ...drawn,
            stack: 'spread',
            id: 'lowest',
            label: t('historyCharts.lowest'),
            data: lows,
            valueFormatter: format,
          },
          {
            ...drawn,
            stack: 'spread',
            id: 'highest',
            label: t('historyCharts.highest'),
            area: true,
            // Stacked on the lowest, the band's height is the difference; its tooltip says the highest itself.
            data: line.spreads.map((spread) => (spread ? spread.max - spread.min : null)),
            valueFormatter: (_difference, { dataIndex }) => format(highs[dataIndex]),
          },
          {
            ...drawn,
            id: 'average',
            label: t('historyCharts.average'),
            showMark: alone,
            shape: 'circle',
            data: line.spreads.map((spread) => spread?.avg ?? null),
            valueFormatter: format,
          },
        ]}
        sx={{
          [`& .${lineClasses.area}`]: { fillOpacity: 0.2 },
          [`& .${lineClasses.line}[data-series="lowest"], & .${lineClasses.line}[data-series="highest"]`]: {
            strokeOpacity: 0.35,
            strokeWidth: 1,
          },
        }}
      />
    </ChartCard>
  );
}
