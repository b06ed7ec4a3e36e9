import type { Device } from '@lodestar/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useRemoveAllSharing } from '../api/remove-all-sharing';

/** Remove all: ends every share of the device after asking. */
export function RemoveAllSharingDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const t = useT();
  const removal = useRemoveAllSharing();
  return (
    <ConfirmDialog
      open
      title={t('messages.removeAllSharingTitle')}
      message={t('messages.confirmRemoveAllSharing')}
      confirmLabel={t('sharing.remove')}
      pending={removal.isPending}
      onConfirm={() => void toast.outcome(removal.mutateAsync(device.deviceUUID)).then((done) => done && onClose())}
      onClose={onClose}
    />
  );
}
