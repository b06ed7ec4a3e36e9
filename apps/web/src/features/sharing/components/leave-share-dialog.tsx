import type { Share } from '@lodestar/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useLeaveShare } from '../api/leave-share';
import { LEAVE_SHARE_CONFIRM } from '../share-labels';

/** Leaving a device shared with the signed-in user (their own share), after asking; then the device overview. */
export function LeaveShareDialog({ share, onClose }: { share: Share; onClose: () => void }) {
  const leaving = useLeaveShare(share.deviceUUID);
  const leave = () => toast.outcome(leaving.mutateAsync(share._id));
  return (
    <ConfirmDialog
      open
      title="Leave device"
      message={LEAVE_SHARE_CONFIRM}
      confirmLabel="Leave"
      pending={leaving.isPending}
      onConfirm={() => void leave()}
      onClose={onClose}
    />
  );
}
