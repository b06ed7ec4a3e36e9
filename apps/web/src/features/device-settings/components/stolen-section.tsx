import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { stolenMessages, type Device } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/date-time';
import { toast } from '../../../lib/toast';
import { patchCachedDevice } from '../../devices/api/cached-devices';
import { securityCalls } from '../api/security-calls';
import { SettingsSection } from './settings-section';

/** Report stolen (after a confirmation), and Mark as recovered once it was reported. */
export function StolenSection({ device }: { device: Device }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const report = useMutation({
    mutationFn: (stolen: boolean) => securityCalls.reportStolen(device._id, stolen),
    onSuccess: ({ device: updated }) => patchCachedDevice(queryClient, updated),
  });
  const reportedAt = device.reportedStolenAt;

  const send = async (stolen: boolean) => {
    if (await toast.outcome(report.mutateAsync(stolen))) setConfirming(false);
  };

  return (
    <SettingsSection
      title="Report stolen"
      actions={
        reportedAt ? (
          <Button variant="contained" loading={report.isPending} onClick={() => void send(false)}>
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
          pending={report.isPending}
          onConfirm={() => void send(true)}
          onClose={() => setConfirming(false)}
        />
      )}
    </SettingsSection>
  );
}
