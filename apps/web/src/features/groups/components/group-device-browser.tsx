import Stack from '@mui/material/Stack';
import { DEVICE_PAGE_SIZE, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { useAppStore } from '../../../lib/store';
import { DeviceDetailPanels, DevicePagination, deviceViews, neighbourPages, pageCountOf } from '../../devices';
import { useGroupDeviceSelection } from '../hooks/use-group-device-selection';

/**
 * A group's devices as the overview shows devices: the chosen view type, 6 per page, then the
 * selected device's info and history. Choosing a device only makes it the current device; the address stays.
 */
export function GroupDeviceBrowser({ devices }: { devices: Device[] }) {
  const viewType = useAppStore((state) => state.viewType);
  const setDeviceUUID = useAppStore((state) => state.setDeviceUUID);
  const selectedUUID = useGroupDeviceSelection(devices);
  const [page, setPage] = useState(1);
  const pageCount = pageCountOf(devices.length);
  // A group that lost devices since may have fewer pages now.
  const shownPage = Math.min(page, pageCount);
  const View = deviceViews[viewType];

  return (
    <Stack spacing={2}>
      <View
        devices={devices.slice((shownPage - 1) * DEVICE_PAGE_SIZE, shownPage * DEVICE_PAGE_SIZE)}
        selectedUUID={selectedUUID}
        onSelectDevice={(device) => setDeviceUUID(device.deviceUUID)}
        pages={neighbourPages(shownPage, pageCount, setPage)}
      />
      <DevicePagination page={shownPage} pageCount={pageCount} onChange={setPage} viewType={viewType} />
      <DeviceDetailPanels deviceUUID={selectedUUID} />
    </Stack>
  );
}
