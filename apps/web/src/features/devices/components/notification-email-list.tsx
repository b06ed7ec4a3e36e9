import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Device } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { removeNotificationEmail } from '../api/remove-notification-email';
import { useNotificationEmailChange } from '../hooks/use-notification-email-change';

/** The device's notification emails, each removable after a confirmation. */
export function NotificationEmailList({ device }: { device: Device }) {
  const t = useT();
  const [removing, setRemoving] = useState<string | null>(null);
  const change = useNotificationEmailChange(device);
  const emails = device.notificationEmails;

  const remove = async (email: string) => {
    try {
      await change.mutateAsync(() => removeNotificationEmail(device._id, email));
      toast.success(t('messages.removedSuccessfully'));
      setRemoving(null);
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <>
      {emails.length === 0 ? (
        <Typography color="text.secondary">{t('devices.emails.none')}</Typography>
      ) : (
        <>
          {device.pendingNotificationEmails.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('notificationEmailConfirmMessages.sentNote')}
            </Typography>
          )}
          <List dense aria-label={t('devices.emails.title')}>
            {emails.map((email) => (
              <ListItem
                key={email}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('devices.emails.removeLabel', { email })}
                    onClick={() => setRemoving(email)}
                  >
                    <DeleteOutlined />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={email}
                  secondary={
                    device.pendingNotificationEmails.includes(email)
                      ? t('notificationEmailConfirmMessages.pending')
                      : undefined
                  }
                  slotProps={{ primary: { noWrap: true }, secondary: { color: 'warning.main' } }}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      {removing && (
        <ConfirmDialog
          open
          title={t('devices.emails.removeTitle')}
          message={t('devices.emails.removeMessage', { email: removing })}
          confirmLabel={t('devices.emails.remove')}
          pending={change.isPending}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
