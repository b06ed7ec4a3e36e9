import type { HistoryFilter, LocationType } from '@lodestar/contract';
import type { MessageId } from '../../lib/i18n/catalogue';

export const locationTypeLabels: Record<LocationType, MessageId> = {
  gps: 'history.locationType.gps',
  mcell: 'history.locationType.mcell',
  scell: 'history.locationType.scell',
};

/** Accuracy colours: mcell blue, scell red, gps green. */
export const locationTypeColors: Record<LocationType, string> = {
  gps: '#2e7d32',
  mcell: '#1565c0',
  scell: '#c62828',
};

export const historyFilterLabels: Record<HistoryFilter, MessageId> = {
  all: 'history.filter.all',
  ...locationTypeLabels,
  alerts: 'history.filter.alerts',
  lockEvents: 'history.filter.lockEvents',
};
