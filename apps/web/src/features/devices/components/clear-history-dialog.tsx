import { messages, type Device } from '@lodestar/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useClearHistory } from '../api/clear-history';

/** Clear history, after a confirmation. */
export function ClearHistoryDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const clear = useClearHistory(device.deviceUUID);
  const confirm = async () => {
    if (await toast.outcome(clear.mutateAsync())) onClose();
  };
  return (
    <ConfirmDialog
      open
      title="Clear history"
      message={messages.confirmClearHistory}
      confirmLabel="Clear"
      pending={clear.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
