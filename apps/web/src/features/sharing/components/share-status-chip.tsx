import Chip from '@mui/material/Chip';
import type { Share } from '@lodestar/contract';
import { isPendingShare, shareStatusLabel } from '../share-labels';

/** Accepted, or Pending Acceptance. */
export function ShareStatusChip({ share }: { share: Share }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isPendingShare(share) ? 'warning' : 'success'}
      label={shareStatusLabel(share)}
    />
  );
}
