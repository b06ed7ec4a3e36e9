import Button from '@mui/material/Button';
import { MessageDialog } from '../../../components/message-dialog';
import { useT } from '../../../lib/i18n/use-t';

/** Removal refused because the GPS device still has a subscription. */
export function BlockedRemovalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <MessageDialog
      open={open}
      title={t('devices.remove.blockedTitle')}
      message={t('messages.activeSubscriptionBlocksRemoval')}
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('devices.remove.ok')}
        </Button>
      }
    />
  );
}
