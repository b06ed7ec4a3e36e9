import Box from '@mui/material/Box';
import { hasModem, type Device } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';
import { DeviceToggles } from './device-toggles';
import { FirmwareUpdate } from './firmware-info';
import { InfoRow } from './info-row';
import { LockInfoRows } from './lock-info-rows';
import { SharedWithMeRows } from './shared-with-me-rows';
import { ModemInfoRows } from './modem-info-rows';

/** The selected device's facts: a tracker's modem readings, or a lock's state and battery. */
export function DeviceInfoList({ device }: { device: Device }) {
  const t = useT();
  return (
    <>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 1.25,
          typography: 'body2',
        }}
      >
        <InfoRow label={t('devices.info.serialNumber')}>{device.deviceUUID}</InfoRow>
        <InfoRow label={t('devices.info.type')}>{t(`deviceTypeLabels.${device.deviceType}`)}</InfoRow>
        {hasModem(device.deviceType) ? <ModemInfoRows device={device} /> : <LockInfoRows device={device} />}
        <InfoRow label={t('devices.info.firmware')}>{device.firmwareVersion ?? t('devices.notAvailable')}</InfoRow>
        {device.sharedWithMe && <SharedWithMeRows shared={device.sharedWithMe} />}
      </Box>
      <FirmwareUpdate device={device} />
      <DeviceToggles device={device} />
    </>
  );
}
