import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { NOTIFICATION_EMAILS_MAX, type Device } from '@lodestar/contract';
import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { AddEmailDialog } from './add-email-dialog';
import { NotificationEmailList } from './notification-email-list';

/** The device's notification emails: the list, Add Email, and removal after a confirmation. */
export function NotificationEmailsDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t('devices.emails.title')}</DialogTitle>
        <DialogContent>
          <NotificationEmailList device={device} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('devices.close')}</Button>
          <Button
            variant="contained"
            onClick={() => setAdding(true)}
            disabled={device.notificationEmails.length >= NOTIFICATION_EMAILS_MAX}
          >
            {t('devices.emails.add')}
          </Button>
        </DialogActions>
      </Dialog>
      {adding && <AddEmailDialog device={device} onClose={() => setAdding(false)} />}
    </>
  );
}
