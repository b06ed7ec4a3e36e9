import { ErrorState } from '../../../components/error-state';
import { useT } from '../../../lib/i18n/use-t';
import type { useDevice } from '../api/get-device';

/**
 * A device read that brought no device. A failed call has toasted why already; an answer without the device has not,
 * so that one says 'Unable to load device'.
 */
export function DeviceLoadError({ device }: { device: Pick<ReturnType<typeof useDevice>, 'isError' | 'refetch'> }) {
  const t = useT();
  return (
    <ErrorState
      message={device.isError ? undefined : t('messages.unableToLoadDevice')}
      onRetry={() => void device.refetch()}
    />
  );
}
