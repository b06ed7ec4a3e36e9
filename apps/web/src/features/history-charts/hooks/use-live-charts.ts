import { DEVICE_HISTORY_UPDATE, type HistoryChartsResponse, type LocationRecord } from '@lodestar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { TimeRange } from '../../../components/time-range-fields';
import { historyKeys } from '../../../lib/history-keys';
import { withLiveReport } from '../live-report';

/** Reports arriving within this time are drawn together: one redraw a second at most, however fast they come. */
export const LIVE_REDRAW_MS = 1000;

/**
 * Keeps the charts of `range` up with the device's reports as the realtime connection announces them
 * (DEVICE_HISTORY_UPDATE): each joins its bucket in the cached answer, so the range is not read again for it. A report
 * past the range's end calls `onPastEnd`, where a range that follows now moves on (one read for a bucket's time).
 */
export function useLiveCharts(deviceUUID: string, range: TimeRange, onPastEnd: () => void): void {
  const queryClient = useQueryClient();
  const pastEnd = useEffectEvent(onPastEnd);
  useEffect(() => {
    let waiting: LocationRecord[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const redraw = () => {
      timer = undefined;
      const reports = waiting;
      waiting = [];
      queryClient.setQueryData<HistoryChartsResponse>(
        historyKeys.charts(deviceUUID, range.from, range.to),
        (answer) => answer && reports.reduce((charts, report) => withLiveReport(charts, report) ?? charts, answer),
      );
      if (reports.some((report) => Date.parse(report.timeCreated) >= Date.parse(range.to))) pastEnd();
    };
    const onReport = (event: Event) => {
      const location = (event as CustomEvent<LocationRecord>).detail;
      if (location.deviceUUID !== deviceUUID) return;
      waiting.push(location);
      timer ??= setTimeout(redraw, LIVE_REDRAW_MS);
    };
    window.addEventListener(DEVICE_HISTORY_UPDATE, onReport);
    return () => {
      window.removeEventListener(DEVICE_HISTORY_UPDATE, onReport);
      clearTimeout(timer);
    };
  }, [deviceUUID, range.from, range.to, queryClient]);
}
