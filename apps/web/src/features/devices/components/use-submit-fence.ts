import type { Device } from '@lodestar/contract';
import { geofenceOf } from '../../../components/map/geofence-shape';
import { ApiError } from '../../../lib/api-client';
import { useContractText } from '../../../lib/i18n/contract-text';
import { displayMessage, toast } from '../../../lib/toast';
import { useSaveGeofenceRecord } from '../api/save-geofence-record';
import type { useFenceDraft } from '../hooks/use-fence-draft';

/**
 * Saves the drawn fence once it passes the draft's check, then closes; the server's refusal of the fence shows with
 * the draft's problems, any other failure as a toast. A new fence is switched on; an existing one keeps its state.
 */
export function useSubmitFence(
  device: Device,
  draft: Pick<ReturnType<typeof useFenceDraft>, 'check' | 'setProblem'>,
  onClose: () => void,
) {
  const contractText = useContractText();
  const save = useSaveGeofenceRecord(device);

  const submit = async () => {
    const fence = draft.check();
    if (!fence) return;
    const active = device.geoFence.enable || geofenceOf(device) === null;
    try {
      toast.success(contractText((await save.mutateAsync({ ...fence, active })).message));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) draft.setProblem(displayMessage(error));
      else toast.error(error);
    }
  };

  return { submit, saving: save.isPending };
}
