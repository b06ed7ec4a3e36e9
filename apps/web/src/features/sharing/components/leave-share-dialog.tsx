import type { Share } from '@lodestar/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useLeaveShare } from '../api/leave-share';

/** Leaving a device shared with the signed-in user (their own share), after asking; then the device overview. */
export function LeaveShareDialog({ share, onClose }: { share: Share; onClose: () => void }) {
  const t = useT();
  const leaving = useLeaveShare(share.deviceUUID);
  const leave = () => toast.outcome(leaving.mutateAsync(share._id));
  return (
    <ConfirmDialog
      open
      title={t('sharing.leaveDialog.title')}
      message={t('sharing.leaveDialog.confirm')}
      confirmLabel={t('sharing.leave')}
      pending={leaving.isPending}
      onConfirm={() => void leave()}
      onClose={onClose}
    />
  );
}
