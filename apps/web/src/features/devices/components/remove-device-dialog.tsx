import { removalBlockedBySubscription, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useRemoveDevice } from '../api/remove-device';
import { BlockedRemovalDialog } from './blocked-removal-dialog';

/**
 * Remove device: a GPS device with a subscription gets the blocked dialog at once; any other asks first, then
 * removes. A 409 from the server (the subscription started meanwhile) opens the blocked dialog too. Once removed,
 * the overview selects another device by itself, since this one leaves the list, and the device's new passcode
 * (the old one is void, decision 0018) stays on screen until closed.
 */
export function RemoveDeviceDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const t = useT();
  const [blocked, setBlocked] = useState(() => removalBlockedBySubscription(device));
  const removal = useRemoveDevice();

  const remove = async () => {
    try {
      const { passcode } = await removal.mutateAsync(device);
      toast.success(t('messages.removedSuccessfully'));
      // The row that opened this dialog leaves the list, so the new passcode stays on screen apart from it.
      toast.lasting(t('devices.remove.newPasscode', { passcode }));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setBlocked(true);
      else toast.error(error);
    }
  };

  if (blocked) return <BlockedRemovalDialog open onClose={onClose} />;
  return (
    <ConfirmDialog
      open
      title={t('devices.remove.title')}
      message={t('messages.confirmDeviceRemoval')}
      confirmLabel={t('devices.delete')}
      pending={removal.isPending}
      onConfirm={() => void remove()}
      onClose={onClose}
    />
  );
}
