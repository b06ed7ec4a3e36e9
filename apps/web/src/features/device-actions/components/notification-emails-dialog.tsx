import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { messages, NOTIFICATION_EMAILS_MAX, type Device } from '@lodestar/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../lib/toast';
import { removeNotificationEmail, useNotificationEmailChange } from '../api/notification-emails';
import { AddEmailDialog } from './add-email-dialog';

/** The device's notification emails: the list, Add Email, and removal after a confirmation (spec part 1 §5). */
export function NotificationEmailsDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const titleId = useId();
  const [adding, setAdding] = useState(false);
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
      <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>Notification emails</DialogTitle>
        <DialogContent>
          {emails.length === 0 ? (
            <Typography color="text.secondary">No notification emails yet.</Typography>
          ) : (
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
                  <ListItemText primary={email} slotProps={{ primary: { noWrap: true } }} />
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button
            variant="contained"
            onClick={() => setAdding(true)}
            disabled={emails.length >= NOTIFICATION_EMAILS_MAX}
          >
            Add Email
          </Button>
        </DialogActions>
      </Dialog>
      {adding && <AddEmailDialog device={device} onClose={() => setAdding(false)} />}
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
