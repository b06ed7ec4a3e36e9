import Box from '@mui/material/Box';
import { type DeviceTypeFilter, type ViewType } from '@lodestar/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { ErrorState } from '../../../components/error-state';
import type { DevicePage } from '../api/find-devices';
import { DeviceCarousel } from './device-carousel';
import { DeviceGrid } from './device-grid';
import { DeviceListSkeleton } from './device-list-skeleton';
import { DeviceListTable } from './device-list-table';
import type { DeviceViewProps, NeighbourPages } from './device-view-props';
import { NoDevicesFound } from './no-devices-found';

/** The component of each view type; a group's view shows its devices with these too. */
export const deviceViews: Record<ViewType, ComponentType<DeviceViewProps>> = {
  combo: DeviceCarousel,
  grid: DeviceGrid,
  list: DeviceListTable,
};

interface DeviceResultsProps {
  results: UseQueryResult<DevicePage>;
  viewType: ViewType;
  selectedUUID: string | null;
  search: string;
  filter: DeviceTypeFilter;
  pages: NeighbourPages;
}

/** The page of devices in the chosen view type, or its loading, error or empty state. */
export function DeviceResults({ results, viewType, selectedUUID, search, filter, pages }: DeviceResultsProps) {
  if (!results.data) {
    if (results.isError)
      return <ErrorState onRetry={() => void results.refetch()} />;
    return <DeviceListSkeleton />;
  }
  if (results.data.devices.length === 0) return <NoDevicesFound search={search} filter={filter} />;
  const View = deviceViews[viewType];
  // The previous page stays, dimmed, while the next one loads.
  return (
    <Box
      aria-busy={results.isPlaceholderData}
      sx={{ opacity: results.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}
    >
      <View devices={results.data.devices} selectedUUID={selectedUUID} pages={pages} />
    </Box>
  );
}
