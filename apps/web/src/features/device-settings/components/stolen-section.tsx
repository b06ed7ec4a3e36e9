import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { stolenMessages, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/date-time';
import { reportStolen, useDeviceCommand } from '../../devices';
import { SettingsSection } from './settings-section';

/** Report stolen (after a confirmation), and Mark as recovered once it was reported. */
export function StolenSection({ device }: { device: Device }) {
  const [confirming, setConfirming] = useState(false);
  const report = useDeviceCommand(() => setConfirming(false));
  const reportedAt = device.reportedStolenAt;

  const send = (stolen: boolean) => report.run(() => reportStolen(device._id, stolen));

  return (
    <SettingsSection
      title="Report stolen"
      actions={
        reportedAt ? (
          <Button variant="contained" loading={report.pending} onClick={() => void send(false)}>
            Mark as recovered
          </Button>
        ) : (
          <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
            Report stolen
          </Button>
        )
      }
    >
      {reportedAt ? (
        <Typography color="error" sx={{ fontWeight: 600 }}>
          Reported stolen on {formatDateTime(reportedAt)}
        </Typography>
      ) : (
        <Typography color="text.secondary">
          A stolen device reports its position continuously and quietly, so that it can be recovered.
        </Typography>
      )}
      {confirming && (
        <ConfirmDialog
          open
          title="Report stolen"
          message={stolenMessages.confirmReport}
          confirmLabel="Report stolen"
          pending={report.pending}
          onConfirm={() => void send(true)}
          onClose={() => setConfirming(false)}
        />
      )}
    </SettingsSection>
  );
}
