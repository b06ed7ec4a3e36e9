import Stack from '@mui/material/Stack';
import { ErrorState } from '../../../components/error-state';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useDeviceCount } from '../api/find-devices';
import { useDeviceSlots } from '../device-slots';
import { useFirstPageAlongside } from '../hooks/use-first-page-alongside';
import { DeniedNotice } from './denied-notice';
import { DeviceOverview } from './device-overview';
import { DeviceOverviewSkeleton } from './device-overview-skeleton';
import { WelcomeMessage } from './welcome-message';

/** The device overview (/ and /device/:deviceUUID), under the banner of pending invitations. */
export function DeviceOverviewPage() {
  const { OverviewBanner } = useDeviceSlots();
  return (
    <Stack spacing={2}>
      <OverviewBanner />
      <DeniedNotice />
      <OverviewContent />
    </Stack>
  );
}

/** A welcome for an account without devices, else the overview. */
function OverviewContent() {
  const user = useSignedInUser();
  const count = useDeviceCount(user._id);
  useFirstPageAlongside(user._id);

  if (count.isError) return <ErrorState onRetry={() => void count.refetch()} />;
  if (count.data === undefined) return <DeviceOverviewSkeleton />;
  if (count.data === 0) return <WelcomeMessage name={user.name} />;
  return <DeviceOverview />;
}
