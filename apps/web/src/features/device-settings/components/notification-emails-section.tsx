import Button from '@mui/material/Button';
import { NOTIFICATION_EMAILS_MAX, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { AddEmailDialog, NotificationEmailList } from '../../devices';
import { SettingsSection } from './settings-section';

/** The addresses that receive the device's alerts: Add Email, and removal after a confirmation. */
export function NotificationEmailsSection({ device }: { device: Device }) {
  const [adding, setAdding] = useState(false);
  const full = device.notificationEmails.length >= NOTIFICATION_EMAILS_MAX;
  return (
    <SettingsSection
      title="Notification emails"
      description={`Alerts are emailed to these addresses too (at most ${NOTIFICATION_EMAILS_MAX}).`}
      actions={
        <Button variant="contained" onClick={() => setAdding(true)} disabled={full}>
          Add Email
        </Button>
      }
    >
      <NotificationEmailList device={device} />
      {adding && <AddEmailDialog device={device} onClose={() => setAdding(false)} />}
    </SettingsSection>
  );
}
