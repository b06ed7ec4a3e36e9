import type { Device } from '@lodestar/contract';
import { formatDateTime } from '../../../lib/date-time';
import { InfoRow } from './info-row';

/** For a sharee: who shared the device with them (or whose account it comes from) and when that ends. */
export function SharedWithMeRows({ shared }: { shared: NonNullable<Device['sharedWithMe']> }) {
  return (
    <>
      <InfoRow label="Shared by">
        {shared.sharerName}
        {shared.throughAccount && ' (account sharing)'}
      </InfoRow>
      {shared.expiryDate && <InfoRow label="Shared until">{formatDateTime(shared.expiryDate)}</InfoRow>}
    </>
  );
}
