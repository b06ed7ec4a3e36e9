import type { UpdateDeviceRequest } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { displayMessage, toast } from '../../../lib/toast';
import { usePendingValue } from '../../../lib/use-pending-value';
import { deviceKeys, patchCachedDevice, updateDevice } from '../../devices';

/** The error catalogue's text for a failed device update. */
const updateFailed = (t: Translate, error: unknown) =>
  t('deviceSettings.updateFailed', { reason: displayMessage(error, t('deviceSettings.internalError')) });

/**
 * PUT /api/devices/{id} with the changed fields: the answered device replaces the cached one, so every list shows
 * the change at once (and a renamed device's place in them once they are read again). `save` toasts 'Updated
 * successfully' or the failure, and tells whether it succeeded.
 */
export function useUpdateDevice(deviceId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (changes: UpdateDeviceRequest) => updateDevice(deviceId, changes),
    onSuccess: ({ device }, changes) => {
      patchCachedDevice(queryClient, device);
      // A new name moves the device in the lists (ordered and searched by name): they are read again when shown.
      if (changes.name !== undefined) void queryClient.invalidateQueries({ queryKey: deviceKeys.lists });
    },
  });
  const saving = usePendingValue<UpdateDeviceRequest>();
  const save = (changes: UpdateDeviceRequest) =>
    saving.run(changes, async () => {
      try {
        await update.mutateAsync(changes);
        toast.success(t('messages.updatedSuccessfully'));
        return true;
      } catch (error) {
        toast.error(undefined, updateFailed(t, error));
        return false;
      }
    });
  return { save, pending: saving.pending !== undefined, variables: saving.pending };
}
