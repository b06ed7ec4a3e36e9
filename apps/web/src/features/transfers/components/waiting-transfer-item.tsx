import { transferMessages, type WaitingTransfer } from '@lodestar/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/date-time';
import { toast } from '../../../lib/toast';
import { useCancelTransfer } from '../api/cancel-transfer';

/** One paid transfer waiting for its receiver: who and what, until when, and its cancel (asked first). */
export function WaitingTransferItem({ transfer }: { transfer: WaitingTransfer }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelTransfer();
  const { device, receiver } = transfer;

  const confirm = async () => {
    try {
      toast.success((await cancel.mutateAsync(transfer._id)).message);
    } catch (error) {
      toast.error(error);
    }
    setAsking(false);
  };

  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, py: 1.5 }}
    >
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {transferMessages.waitingForReceiver(receiver.email)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {device.name} ({device.deviceUUID}) for {receiver.name}. Cancelled and refunded by itself on{' '}
          {formatDate(transfer.expiresAt)}.
        </Typography>
        <Typography
          variant="body2"
          color={receiver.emailVerified ? 'success.main' : 'text.secondary'}
          aria-live="polite"
        >
          {receiver.emailVerified
            ? `${transferMessages.receiverVerified}: moving the device…`
            : transferMessages.receiverNotVerified}
        </Typography>
      </Stack>
      <Button
        variant="outlined"
        color="error"
        onClick={() => setAsking(true)}
        disabled={receiver.emailVerified}
        sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        Cancel transfer
      </Button>
      <ConfirmDialog
        open={asking}
        title="Cancel transfer"
        message={`Cancel the transfer of ${device.name} to ${receiver.email}? Your payment is refunded in full and the device stays yours.`}
        confirmLabel="Cancel transfer"
        dismissLabel="Back"
        pending={cancel.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
