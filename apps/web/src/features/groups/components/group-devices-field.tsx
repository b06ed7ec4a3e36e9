import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useController } from 'react-hook-form';
import { ErrorState } from '../../../components/error-state';
import { useContractText } from '../../../lib/i18n/contract-text';
import { useT } from '../../../lib/i18n/use-t';
import { useChoosableDevices } from '../api/choosable-devices';
import { DeviceChecklist } from './device-checklist';

/** The group form's devices (its `devicesId`), chosen among every device of the account. */
export function GroupDevicesField() {
  const { field, fieldState } = useController<{ devicesId: string[] }, 'devicesId'>({ name: 'devicesId' });
  const devices = useChoosableDevices();
  const t = useT();
  const contractText = useContractText();

  if (!devices.data) {
    if (devices.isError) return <ErrorState onRetry={() => void devices.refetch()} />;
    return (
      <Stack role="status" aria-label={t('groups.checklist.loading')} spacing={1}>
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  }
  return (
    <div>
      <DeviceChecklist devices={devices.data.devices} chosen={field.value} onChange={field.onChange} />
      {fieldState.error && <FormHelperText error>{contractText(fieldState.error.message ?? '')}</FormHelperText>}
    </div>
  );
}
