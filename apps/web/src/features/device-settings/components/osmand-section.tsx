import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Device, OsmandSettings } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CopyButton } from '../../../components/copy-button';
import { useT } from '../../../lib/i18n/use-t';
import { usePendingValue } from '../../../lib/use-pending-value';
import { renewOsmandId, setOsmandSerialNumber, useDeviceCommand } from '../../devices';
import { SettingsSection } from './settings-section';

/**
 * Reporting over OsmAnd: the identifier to enter in a tracker or Traccar Client, whether the serial number and IMEI
 * are accepted too, and a new identifier (after a confirmation) when the old one is known to others.
 */
export function OsmandSection({ device, osmand }: { device: Device; osmand: OsmandSettings }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const serialNumber = useDeviceCommand();
  const renew = useDeviceCommand(() => setConfirming(false));
  const accepting = usePendingValue<boolean>();
  const acceptSerialNumber = (accepted: boolean) =>
    accepting.run(accepted, () => serialNumber.run(() => setOsmandSerialNumber(device._id, accepted)));

  if (!osmand.enabled) {
    return (
      <SettingsSection title={t('osmandMessages.title')}>
        <Typography color="text.secondary">{t('osmandMessages.nativeOnly')}</Typography>
      </SettingsSection>
    );
  }
  return (
    <SettingsSection
      title={t('osmandMessages.title')}
      description={t('osmandMessages.description')}
      actions={
        <Button variant="outlined" onClick={() => setConfirming(true)}>
          {t('osmandMessages.renew')}
        </Button>
      }
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography
          aria-label={t('deviceSettings.osmand.identifier')}
          sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-all', userSelect: 'all' }}
        >
          {osmand.id}
        </Typography>
        <CopyButton text={osmand.id} label={t('deviceSettings.osmand.copy')} />
      </Stack>
      <FormControlLabel
        label={t('osmandMessages.serialNumberLabel')}
        control={
          <Switch
            checked={accepting.pending ?? osmand.serialNumberAccepted}
            disabled={accepting.pending !== undefined}
            onChange={(_event, on) => void acceptSerialNumber(on)}
          />
        }
      />
      <Typography variant="body2" color="text.secondary">
        {t('osmandMessages.serialNumberWarning')}
      </Typography>
      {confirming && (
        <ConfirmDialog
          open
          title={t('osmandMessages.renew')}
          message={t('osmandMessages.confirmRenew')}
          confirmLabel={t('osmandMessages.renew')}
          pending={renew.pending}
          onConfirm={() => void renew.run(() => renewOsmandId(device._id))}
          onClose={() => setConfirming(false)}
        />
      )}
    </SettingsSection>
  );
}
