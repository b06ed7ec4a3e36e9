import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { mayOnDevice, type Device } from '@lodestar/contract';
import { toast } from '../../../lib/toast';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useFirmwareStatus } from '../api/get-firmware-status';
import { useRequestFirmwareUpdate } from '../api/request-firmware-update';

/**
 * "Update to X" for owners when a newer release exists, or the requested update while it waits for the device's
 * next report; nothing otherwise.
 */
export function FirmwareUpdate({ device }: { device: Device }) {
  const { roles } = useSignedInUser();
  const { data: status } = useFirmwareStatus(device.deviceUUID);
  const update = useRequestFirmwareUpdate(device.deviceUUID);

  if (status?.pending) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Update to {status.pending.version} requested, waiting for the device
      </Typography>
    );
  }
  const latest = status?.updateAvailable ? status.latest : null;
  if (!latest || !mayOnDevice('firmwareUpdate', device.privilege, roles)) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      loading={update.isPending}
      onClick={() => void toast.outcome(update.mutateAsync(latest.version))}
      sx={{ mt: 2 }}
    >
      Update to {latest.version}
    </Button>
  );
}
