import type { Device } from '@lodestar/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useClearHistory } from '../api/clear-history';

/** Clear history, after a confirmation. */
export function ClearHistoryDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const t = useT();
  const clear = useClearHistory(device.deviceUUID);
  const confirm = async () => {
    if (await toast.outcome(clear.mutateAsync())) onClose();
  };
  return (
    <ConfirmDialog
      open
      title={t('devices.clearHistory.title')}
      message={t('messages.confirmClearHistory')}
      confirmLabel={t('devices.clear')}
      pending={clear.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
