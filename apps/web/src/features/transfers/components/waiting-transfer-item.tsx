import type { WaitingTransfer } from '@lodestar/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/date-time';
import { useContractText } from '../../../lib/i18n/contract-text';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useCancelTransfer } from '../api/cancel-transfer';

/** One paid transfer waiting for its receiver: who and what, until when, and its cancel (asked first). */
export function WaitingTransferItem({ transfer }: { transfer: WaitingTransfer }) {
  const t = useT();
  const contractText = useContractText();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelTransfer();
  const { device, receiver } = transfer;

  const confirm = async () => {
    try {
      toast.success(contractText((await cancel.mutateAsync(transfer._id)).message));
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
          {t('transfers.waiting.title', { email: receiver.email })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('transfers.waiting.details', {
            device: device.name,
            serial: device.deviceUUID,
            name: receiver.name,
            date: formatDate(transfer.expiresAt),
          })}
        </Typography>
        <Typography
          variant="body2"
          color={receiver.emailVerified ? 'success.main' : 'text.secondary'}
          aria-live="polite"
        >
          {receiver.emailVerified
            ? t('transfers.waiting.moving', { status: t('transferMessages.receiverVerified') })
            : t('transferMessages.receiverNotVerified')}
        </Typography>
      </Stack>
      <Button
        variant="outlined"
        color="error"
        onClick={() => setAsking(true)}
        disabled={receiver.emailVerified}
        sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        {t('transfers.waiting.cancel')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('transfers.waiting.cancel')}
        message={t('transfers.waiting.cancelQuestion', { device: device.name, email: receiver.email })}
        confirmLabel={t('transfers.waiting.cancel')}
        dismissLabel={t('transfers.waiting.back')}
        pending={cancel.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
