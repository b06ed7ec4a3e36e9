import type { Device } from '@lodestar/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { removeGeofence } from '../api/remove-geofence';
import { useDeviceCommand } from '../hooks/use-device-command';

/** Delete geo-fence: the boundary goes, the geo-fence turns off and its tracking time returns to 0. */
export function DeleteGeofenceDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const { run, pending } = useDeviceCommand(onClose);
  return (
    <ConfirmDialog
      open
      title="Delete geo-fence"
      message="Are you sure you want to delete the geo-fence? Its boundary and tracking settings will be removed."
      confirmLabel="Delete"
      pending={pending}
      onConfirm={() => void run(() => removeGeofence(device._id))}
      onClose={onClose}
    />
  );
}
