import Button from '@mui/material/Button';
import { NOTIFICATION_EMAILS_MAX, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { AddEmailDialog, NotificationEmailList } from '../../devices';
import { SettingsSection } from './settings-section';

/** The addresses that receive the device's alerts: Add Email, and removal after a confirmation. */
export function NotificationEmailsSection({ device }: { device: Device }) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  const full = device.notificationEmails.length >= NOTIFICATION_EMAILS_MAX;
  return (
    <SettingsSection
      title={t('deviceSettings.emails.title')}
      description={t('deviceSettings.emails.description', { max: NOTIFICATION_EMAILS_MAX })}
      actions={
        <Button variant="contained" onClick={() => setAdding(true)} disabled={full}>
          {t('deviceSettings.emails.add')}
        </Button>
      }
    >
      <NotificationEmailList device={device} />
      {adding && <AddEmailDialog device={device} onClose={() => setAdding(false)} />}
    </SettingsSection>
  );
}
