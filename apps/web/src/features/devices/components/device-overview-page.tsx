import { messages } from '@lodestar/contract';
import { ErrorState } from '../../../components/error-state';
import { useSignedInUser } from '../../auth/hooks/signed-in-user';
import { useDeviceCount } from '../api/find-devices';
import { useFirstPageAlongside } from '../hooks/use-first-page-alongside';
import { DeviceListSkeleton } from './device-list-skeleton';
import { DeviceOverview } from './device-overview';
import { WelcomeMessage } from './welcome-message';

/** The device overview (/ and /device/:deviceUUID): a welcome for an account without devices, else the overview. */
export function DeviceOverviewPage() {
  const user = useSignedInUser();
  const count = useDeviceCount(user._id);
  useFirstPageAlongside(user._id);

  if (count.isError) return <ErrorState message={messages.unableToLoadDevices} onRetry={() => void count.refetch()} />;
  if (count.data === undefined) return <DeviceListSkeleton />;
  if (count.data === 0) return <WelcomeMessage name={user.name} />;
  return <DeviceOverview />;
}
