import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mayOnDevice, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useFirmwareStatus } from '../api/get-firmware-status';
import { useCancelFirmwareUpdate } from '../api/cancel-firmware-update';
import { useRequestFirmwareUpdate } from '../api/request-firmware-update';

/**
 * "Update to X" for owners when a newer release exists (asked first: the device installs it and restarts), or the
 * requested update while it waits for the device's next report, which they may still cancel; nothing otherwise.
 */
export function FirmwareUpdate({ device }: { device: Device }) {
  const t = useT();
  const { roles } = useSignedInUser();
  const { data: status } = useFirmwareStatus(device.deviceUUID);
  const update = useRequestFirmwareUpdate(device.deviceUUID);
  const cancel = useCancelFirmwareUpdate(device.deviceUUID);
  const [confirming, setConfirming] = useState(false);
  const mayUpdate = mayOnDevice('firmwareUpdate', device.privilege, roles);

  if (status?.pending) {
    return (
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {t('devices.firmware.requested', { version: status.pending.version })}
        </Typography>
        {mayUpdate && (
          <Button size="small" loading={cancel.isPending} onClick={() => void toast.outcome(cancel.mutateAsync())}>
            {t('devices.firmware.cancel')}
          </Button>
        )}
      </Stack>
    );
  }
  const latest = status?.updateAvailable ? status.latest : null;
  if (!latest || !mayUpdate) return null;
  const requestUpdate = async () => {
    if (await toast.outcome(update.mutateAsync(latest.version))) setConfirming(false);
  };
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setConfirming(true)} sx={{ mt: 2 }}>
        {t('devices.firmware.updateTo', { version: latest.version })}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('devices.firmware.confirmTitle')}
        message={t('devices.firmware.confirmMessage', { name: device.name, version: latest.version })}
        confirmLabel={t('devices.firmware.update')}
        pending={update.isPending}
        onConfirm={() => void requestUpdate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
