import type { HistoryFilter, LocationType } from '@lodestar/contract';

export const locationTypeLabels: Record<LocationType, string> = {
  gps: 'GPS',
  mcell: 'Multi-cell',
  scell: 'Single-cell',
};

/** Accuracy colours: mcell blue, scell red, gps green. */
export const locationTypeColors: Record<LocationType, string> = {
  gps: '#2e7d32',
  mcell: '#1565c0',
  scell: '#c62828',
};

export const historyFilterLabels: Record<HistoryFilter, string> = {
  all: 'All',
  ...locationTypeLabels,
  alerts: 'Alerts',
  lockEvents: 'Lock events',
};
