import type { Device } from '@lodestar/contract';
import { formatDateTime } from '../../../lib/date-time';
import { useT } from '../../../lib/i18n/use-t';
import { InfoRow } from './info-row';

/** For a sharee: who shared the device with them (or whose account it comes from) and when that ends. */
export function SharedWithMeRows({ shared }: { shared: NonNullable<Device['sharedWithMe']> }) {
  const t = useT();
  return (
    <>
      <InfoRow label={t('devices.info.sharedBy')}>
        {shared.throughAccount
          ? t('devices.info.sharerThroughAccount', { name: shared.sharerName })
          : shared.sharerName}
      </InfoRow>
      {shared.expiryDate && (
        <InfoRow label={t('devices.info.sharedUntil')}>{formatDateTime(shared.expiryDate)}</InfoRow>
      )}
    </>
  );
}
