import { messages } from '@lodestar/contract';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useAppStore } from '../../../lib/store';
import { useSignedInUser } from '../../auth/hooks/signed-in-user';
import { useDevices } from '../api/find-devices';
import { DeviceListPlaceholder } from './device-list-placeholder';
import { DeviceListSkeleton } from './device-list-skeleton';
import { WelcomeMessage } from './welcome-message';

/** The device overview (/ and /device/:deviceUUID): welcome for an empty account, else the device list. */
export function DeviceOverviewPage() {
  const user = useSignedInUser();
  const filter = useAppStore((state) => state.deviceTypeFilter);
  const setDeviceUUID = useAppStore((state) => state.setDeviceUUID);
  const { deviceUUID } = useParams();
  // One fetch of every device answers both "any devices at all?" and how many the filter shows.
  const everyDevice = useDevices(user._id, 'all');

  useEffect(() => {
    if (deviceUUID) setDeviceUUID(deviceUUID);
  }, [deviceUUID, setDeviceUUID]);

  if (everyDevice.isError) {
    return <ErrorState message={messages.unableToLoadDevices} onRetry={() => void everyDevice.refetch()} />;
  }
  if (!everyDevice.data) return <DeviceListSkeleton />;
  const { devices, total } = everyDevice.data;
  if (total === 0) return <WelcomeMessage name={user.name} />;
  const shown = filter === 'all' ? total : devices.filter((device) => device.deviceType === filter).length;
  return <DeviceListPlaceholder total={total} shown={shown} filter={filter} />;
}
