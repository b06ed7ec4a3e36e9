import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useT } from '../../../lib/i18n/use-t';

/** Three cards' worth of placeholder while a page of devices loads. */
export function DeviceListSkeleton({ announce = true }: { announce?: boolean }) {
  const t = useT();
  return (
    <Box
      {...(announce && { role: 'status', 'aria-label': t('devices.loading') })}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
    >
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={180} />
      ))}
    </Box>
  );
}
