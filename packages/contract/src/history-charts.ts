import { z } from 'zod';
import { deviceParamsSchema } from './devices.js';
import { endpoint } from './endpoint.js';
import { timeRangeQuerySchema } from './time-range.js';

/** The longest range one set of charts covers: two years, a leap day included. */
export const HISTORY_CHARTS_MAX_DAYS = 731;
/** The most buckets a chart is drawn from. */
export const HISTORY_CHARTS_MAX_BUCKETS = 500;
/** The bucket sizes, in seconds, smallest first: 1 and 5 min, 15 and 30 min, 1, 3, 6 and 12 h, 1 and 2 days. */
export const chartBucketSizes = [60, 300, 900, 1800, 3600, 10_800, 21_600, 43_200, 86_400, 172_800] as const;

/** The bucket size of a range `spanMs` long: the smallest that draws it in at most HISTORY_CHARTS_MAX_BUCKETS. */
export function chartBucketSeconds(spanMs: number): number {
  const fits = (seconds: number) => spanMs <= seconds * 1000 * HISTORY_CHARTS_MAX_BUCKETS;
  return chartBucketSizes.find(fits) ?? chartBucketSizes.at(-1)!;
}

export const historyChartsMessages = {
  tooLong: `Charts cover at most ${HISTORY_CHARTS_MAX_DAYS} days.`,
} as const;

/** GET /api/history/charts/{id}?from&to: the device's readings from `from` to `to`, in buckets. */
export const historyChartsQuerySchema = timeRangeQuerySchema({
  maxDays: HISTORY_CHARTS_MAX_DAYS,
  tooLong: historyChartsMessages.tooLong,
});
export type HistoryChartsQuery = z.infer<typeof historyChartsQuerySchema>;

/** The lowest, mean and highest of the readings of a bucket, to one decimal. */
export const readingSpreadSchema = z.object({ min: z.number(), avg: z.number(), max: z.number() });
export type ReadingSpread = z.infer<typeof readingSpreadSchema>;

export const chartBucketSchema = z.object({
  /** When the bucket starts (ISO 8601); it lasts `bucketSeconds`, the last one until `to`. */
  time: z.string(),
  /** Battery percent; null when no position of the bucket carried one. */
  battery: readingSpreadSchema.nullable(),
  /** Modem temperature in °C (the history's `modem_temperature_c`); null when no position carried one. */
  temperature: readingSpreadSchema.nullable(),
  /** How many positions the device reported in the bucket. */
  reports: z.number().int(),
});
export type ChartBucket = z.infer<typeof chartBucketSchema>;

export const historyChartsResponseSchema = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  bucketSeconds: z.number().int(),
  /** Every bucket of the range, oldest first, the empty ones too (no reports, no readings). */
  data: z.array(chartBucketSchema),
});
export type HistoryChartsResponse = z.infer<typeof historyChartsResponseSchema>;

/** Charts of a device's history: its battery, temperature and reports over a time range. */
export const historyChartsEndpoints = {
  charts: endpoint({
    method: 'GET',
    path: '/api/history/charts/:id',
    tags: ['History'],
    summary:
      `The device's battery, temperature (°C) and reports from \`from\` to \`to\` (at most ${HISTORY_CHARTS_MAX_DAYS} ` +
      `days), in at most ${HISTORY_CHARTS_MAX_BUCKETS} buckets of a size the range decides (\`bucketSeconds\`)`,
    params: deviceParamsSchema,
    query: historyChartsQuerySchema,
    success: { 200: historyChartsResponseSchema },
    errors: [400, 401, 404, 429],
  }),
};
