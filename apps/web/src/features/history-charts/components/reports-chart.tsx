import { LineChart } from '@mui/x-charts/LineChart';
import { useT } from '../../../lib/i18n/use-t';
import { bucketSizeText, timeAxis, type ChartSpan } from '../chart-time';
import { CHART_HEIGHT, ChartCard } from './chart-card';

interface ReportsChartProps {
  span: ChartSpan;
  times: Date[];
  reports: number[];
  color: string;
}

/** How often the device reported: the positions of each bucket, as steps. */
export function ReportsChart({ span, times, reports, color }: ReportsChartProps) {
  const t = useT();
  const reportsText = (count: number) => t('historyCharts.reportCount', { count });
  const total = reports.reduce((sum, count) => sum + count, 0);
  const summary =
    total === 0
      ? null
      : t('historyCharts.reportsSummary', {
          total: reportsText(total),
          most: reportsText(Math.max(...reports)),
          size: bucketSizeText(t, span.bucketSeconds),
        });
  return (
    <ChartCard title={t('historyCharts.reports')} summary={summary}>
      <LineChart
        height={CHART_HEIGHT}
        hideLegend
        skipAnimation
        // The range's end closes the last bucket's step, as wide as the others.
        xAxis={[timeAxis([...times, span.end], span)]}
        yAxis={[{ min: 0, tickMinStep: 1, width: 48 }]}
        series={[
          {
            id: 'reports',
            label: t('historyCharts.reports'),
            data: [...reports, reports.at(-1) ?? 0],
            area: true,
            curve: 'stepAfter',
            showMark: false,
            color,
            // The point at the end is no bucket of its own.
            valueFormatter: (count, { dataIndex }) => (dataIndex < reports.length ? reportsText(count ?? 0) : null),
          },
        ]}
      />
    </ChartCard>
  );
}
