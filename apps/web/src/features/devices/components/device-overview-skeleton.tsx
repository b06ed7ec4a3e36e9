import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useT } from '../../../lib/i18n/use-t';
import { DetailPanelsGrid } from './device-detail-panels';
import { DeviceListSkeleton } from './device-list-skeleton';

/** The whole overview's shape while the account's devices are counted: search, cards and both panels. */
export function DeviceOverviewSkeleton() {
  const t = useT();
  return (
    <Stack spacing={2} role="status" aria-label={t('devices.loading')}>
      <Skeleton variant="rounded" height={40} sx={{ maxWidth: { sm: 360 } }} />
      <DeviceListSkeleton announce={false} />
      <DetailPanelsGrid>
        <Skeleton variant="rounded" height={280} />
        <Skeleton variant="rounded" height={400} />
      </DetailPanelsGrid>
    </Stack>
  );
}
