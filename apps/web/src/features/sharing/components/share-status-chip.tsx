import Chip from '@mui/material/Chip';
import type { Share } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';
import { isPendingShare, shareStatusLabel } from '../share-labels';

/** Accepted, or Pending Acceptance. */
export function ShareStatusChip({ share }: { share: Share }) {
  const t = useT();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isPendingShare(share) ? 'warning' : 'success'}
      label={shareStatusLabel(t, share)}
    />
  );
}
