import Button from '@mui/material/Button';
import { messages } from '@lodestar/contract';
import { MessageDialog } from '../../../components/message-dialog';

/** Removal refused because the GPS device still has a subscription. */
export function BlockedRemovalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <MessageDialog
      open={open}
      title="Device cannot be removed"
      message={messages.activeSubscriptionBlocksRemoval}
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      }
    />
  );
}
