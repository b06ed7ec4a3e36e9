import type { Device } from '@lodestar/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../lib/i18n/use-t';
import { removeGeofence } from '../api/remove-geofence';
import { useDeviceCommand } from '../hooks/use-device-command';

/** Delete geo-fence: the boundary goes, the geo-fence turns off and its tracking time returns to 0. */
export function DeleteGeofenceDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const t = useT();
  const { run, pending } = useDeviceCommand(onClose);
  return (
    <ConfirmDialog
      open
      title={t('devices.geofence.delete')}
      message={t('devices.geofence.deleteMessage')}
      confirmLabel={t('devices.delete')}
      pending={pending}
      onConfirm={() => void run(() => removeGeofence(device._id))}
      onClose={onClose}
    />
  );
}
