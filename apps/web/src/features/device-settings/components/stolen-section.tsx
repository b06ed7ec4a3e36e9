import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Device } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/date-time';
import { useT } from '../../../lib/i18n/use-t';
import { reportStolen, useDeviceCommand } from '../../devices';
import { SettingsSection } from './settings-section';

/** Report stolen (after a confirmation), and Mark as recovered once it was reported. */
export function StolenSection({ device }: { device: Device }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const report = useDeviceCommand(() => setConfirming(false));
  const reportedAt = device.reportedStolenAt;

  const send = (stolen: boolean) => report.run(() => reportStolen(device._id, stolen));

  return (
    <SettingsSection
      title={t('deviceSettings.stolen.report')}
      actions={
        reportedAt ? (
          <Button variant="contained" loading={report.pending} onClick={() => void send(false)}>
            {t('deviceSettings.stolen.recovered')}
          </Button>
        ) : (
          <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
            {t('deviceSettings.stolen.report')}
          </Button>
        )
      }
    >
      {reportedAt ? (
        <Typography color="error" sx={{ fontWeight: 600 }}>
          {t('deviceSettings.stolen.reportedOn', { time: formatDateTime(reportedAt) })}
        </Typography>
      ) : (
        <Typography color="text.secondary">{t('deviceSettings.stolen.explain')}</Typography>
      )}
      {confirming && (
        <ConfirmDialog
          open
          title={t('deviceSettings.stolen.report')}
          message={t('stolenMessages.confirmReport')}
          confirmLabel={t('deviceSettings.stolen.report')}
          pending={report.pending}
          onConfirm={() => void send(true)}
          onClose={() => setConfirming(false)}
        />
      )}
    </SettingsSection>
  );
}
