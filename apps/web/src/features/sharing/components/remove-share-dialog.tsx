import type { Share } from '@lodestar/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useRemoveShare } from '../api/remove-share';

/** Share removal, after asking. */
export function RemoveShareDialog({ share, onClose }: { share: Share; onClose: () => void }) {
  const t = useT();
  const removal = useRemoveShare(share.deviceUUID);
  const remove = async () => {
    if (await toast.outcome(removal.mutateAsync(share._id))) onClose();
  };
  return (
    <ConfirmDialog
      open
      title={t('shareMessages.shareRemovalTitle')}
      message={t('shareMessages.confirmShareRemoval')}
      confirmLabel={t('sharing.remove')}
      pending={removal.isPending}
      onConfirm={() => void remove()}
      onClose={onClose}
    />
  );
}
