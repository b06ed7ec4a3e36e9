import { chartBucketSeconds, type HistoryChartsQuery, type HistoryChartsResponse } from '@lodestar/contract';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import type { DeviceGate } from '../devices/index.js';
import { everyBucket } from './chart-buckets.js';
import type { HistoryChartsRepository } from './history-charts.repository.js';
import { historyScopeOf } from './history-scope.js';
import { timeRangeOf } from './time-range.js';

interface HistoryChartsServiceDeps {
  charts: HistoryChartsRepository;
  deviceFor: DeviceGate;
}

export function createHistoryChartsService({ charts, deviceFor }: HistoryChartsServiceDeps) {
  return {
    /** The device's readings from `from` to `to`, for whoever may see its history, in buckets the range sizes. */
    async charts(caller: Caller, ref: string, query: HistoryChartsQuery): Promise<Payload<HistoryChartsResponse>> {
      const scope = await historyScopeOf(deviceFor, caller, ref);
      const range = timeRangeOf(query);
      const bucketSeconds = chartBucketSeconds(range.to.getTime() - range.from.getTime());
      const found = await charts.buckets(scope, range, bucketSeconds);
      return {
        from: range.from.toISOString(),
        to: range.to.toISOString(),
        bucketSeconds,
        data: everyBucket(range, bucketSeconds, found),
      };
    },
  };
}

export type HistoryChartsService = ReturnType<typeof createHistoryChartsService>;
