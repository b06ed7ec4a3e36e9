import { shareMessages, type Share } from '@lodestar/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useRemoveShare } from '../api/remove-share';

/** Share removal, after asking. */
export function RemoveShareDialog({ share, onClose }: { share: Share; onClose: () => void }) {
  const removal = useRemoveShare(share.deviceUUID);
  const remove = async () => {
    if (await toast.outcome(removal.mutateAsync(share._id))) onClose();
  };
  return (
    <ConfirmDialog
      open
      title={shareMessages.shareRemovalTitle}
      message={shareMessages.confirmShareRemoval}
      confirmLabel="Remove"
      pending={removal.isPending}
      onConfirm={() => void remove()}
      onClose={onClose}
    />
  );
}
