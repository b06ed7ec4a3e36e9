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
  const everyDevice = useDevices(user._id, 'all');
  const filtered = useDevices(user._id, filter);

  useEffect(() => {
    if (deviceUUID) setDeviceUUID(deviceUUID);
  }, [deviceUUID, setDeviceUUID]);

  if (everyDevice.isError || filtered.isError) {
    return (
      <ErrorState
        message={messages.unableToLoadDevices}
        onRetry={() => {
          void everyDevice.refetch();
          void filtered.refetch();
        }}
      />
    );
  }
  if (!everyDevice.data || !filtered.data) return <DeviceListSkeleton />;
  if (everyDevice.data.total === 0) return <WelcomeMessage name={user.name} />;
  return <DeviceListPlaceholder total={everyDevice.data.total} shown={filtered.data.total} filter={filter} />;
}
