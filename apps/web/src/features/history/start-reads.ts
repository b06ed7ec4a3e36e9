import { mapPerPageOptions } from '@lodestar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useAppStore } from '../../lib/store';
import { historyMapQuery } from './api/get-history-map';

/** The map's code (Leaflet, its own chunk): loaded while the device and its positions are read. */
export const loadMapView = () => import('./components/history-map-view');

const showsMap = () => ['map', 'satellite'].includes(useAppStore.getState().historyView);

/** The map's code, when a map is the chosen view: it needs no device, so it can come before one is chosen. */
export function startMapCode(): void {
  if (showsMap()) loadMapView().catch(() => undefined);
}

/**
 * The history panel's first reads for a device, before the panel can show them: the map's code and first page, unless
 * another view is the chosen one. A failure says nothing here: the view asks again when it shows, and tells.
 */
export function startHistoryReads(queryClient: QueryClient, deviceUUID: string): void {
  if (!showsMap()) return;
  startMapCode();
  void queryClient.prefetchQuery(historyMapQuery(deviceUUID, mapPerPageOptions[0]));
}
