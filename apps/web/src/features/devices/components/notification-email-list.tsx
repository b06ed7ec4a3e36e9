import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { messages, notificationEmailConfirmMessages, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../lib/toast';
import { removeNotificationEmail } from '../api/remove-notification-email';
import { useNotificationEmailChange } from '../hooks/use-notification-email-change';

/** The device's notification emails, each removable after a confirmation. */
export function NotificationEmailList({ device }: { device: Device }) {
  const [removing, setRemoving] = useState<string | null>(null);
  const change = useNotificationEmailChange(device);
  const emails = device.notificationEmails;

  const remove = async (email: string) => {
    try {
      await change.mutateAsync(() => removeNotificationEmail(device._id, email));
      toast.success(messages.removedSuccessfully);
      setRemoving(null);
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <>
      {emails.length === 0 ? (
        <Typography color="text.secondary">No notification emails yet.</Typography>
      ) : (
        <>
          {device.pendingNotificationEmails.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {notificationEmailConfirmMessages.sentNote}
            </Typography>
          )}
          <List dense aria-label="Notification emails">
            {emails.map((email) => (
              <ListItem
                key={email}
                disableGutters
                secondaryAction={
                  <IconButton edge="end" aria-label={`Remove ${email}`} onClick={() => setRemoving(email)}>
                    <DeleteOutlined />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={email}
                  secondary={
                    device.pendingNotificationEmails.includes(email)
                      ? notificationEmailConfirmMessages.pending
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
          title="Remove notification email"
          message={`Are you sure you want to remove ${removing} from the notification emails?`}
          confirmLabel="Remove"
          pending={change.isPending}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
