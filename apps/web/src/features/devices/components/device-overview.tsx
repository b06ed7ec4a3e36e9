import Stack from '@mui/material/Stack';
import { SEARCH_DEBOUNCE_MS } from '@lodestar/contract';
import { useEffect } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { useAppStore } from '../../../lib/store';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useDevicePage } from '../api/find-devices';
import { useDeviceSelection } from '../hooks/use-device-selection';
import { neighbourPages, pageCountOf, useOverviewPage } from '../hooks/use-overview-page';
import { DeviceDetailPanels } from './device-detail-panels';
import { DevicePagination } from './device-pagination';
import { DeviceResults } from './device-results';
import { DeviceSearchInput } from './device-search-input';

/**
 * The device overview of an account with devices: the search, one page of the filtered
 * devices in the chosen view type with its pagination (the carousel's arrows in combo view), then the selected
 * device's info beside its history.
 */
export function DeviceOverview() {
  const t = useT();
  const user = useSignedInUser();
  const filter = useAppStore((state) => state.deviceTypeFilter);
  const viewType = useAppStore((state) => state.viewType);
  const search = useDebouncedValue(useAppStore((state) => state.deviceSearch).trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useOverviewPage(`${filter}\n${search}`);
  const results = useDevicePage(user._id, { type: filter, name: search, page });

  const settled = results.isSuccess && !results.isPlaceholderData ? results.data : undefined;
  const pageCount = pageCountOf(results.data?.total ?? 0);
  // A page emptied by a removal moves back to the last page instead of showing no device.
  const outOfRange = settled !== undefined && page > pageCountOf(settled.total);
  useEffect(() => {
    if (settled && outOfRange) setPage(pageCountOf(settled.total));
  }, [settled, outOfRange, setPage]);
  const selectedUUID = useDeviceSelection(outOfRange ? undefined : settled?.devices, { filter, search });
  const shownPage = Math.min(page, pageCount);
  const pages = neighbourPages(shownPage, pageCount, setPage);

  return (
    <Stack spacing={2}>
      <DeviceSearchInput label={t('devices.search')} fullWidth sx={{ maxWidth: { sm: 360 } }} />
      <DeviceResults
        results={results}
        viewType={viewType}
        selectedUUID={selectedUUID}
        search={search}
        filter={filter}
        pages={pages}
      />
      <DevicePagination page={shownPage} pageCount={pageCount} onChange={setPage} viewType={viewType} />
      <DeviceDetailPanels deviceUUID={selectedUUID} />
    </Stack>
  );
}
