import { messages, type Device } from '@lodestar/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useRemoveAllSharing } from '../api/remove-all-sharing';

/** Remove all: ends every share of the device after asking. */
export function RemoveAllSharingDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const removal = useRemoveAllSharing();
  return (
    <ConfirmDialog
      open
      title={messages.removeAllSharingTitle}
      message={messages.confirmRemoveAllSharing}
      confirmLabel="Remove"
      pending={removal.isPending}
      onConfirm={() => void toast.outcome(removal.mutateAsync(device.deviceUUID)).then((done) => done && onClose())}
      onClose={onClose}
    />
  );
}
