import { TRANSFER_RESET_MS } from '@lodestar/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { PageSection } from '../../../components/page-section';
import { useT } from '../../../lib/i18n/use-t';
import { useTransferOrder } from '../hooks/use-transfer-order';
import { ReceiverField } from './receiver-field';
import { TransferConfirmDialog } from './transfer-confirm-dialog';
import { TrackerPicker } from './tracker-picker';
import { TransferIntro } from './transfer-intro';
import { TransferPlanChoice } from './transfer-plan-choice';
import { TransferSummary } from './transfer-summary';
import { WaitingTransfers } from './waiting-transfers';

/**
 * Transfer Dealership Device: one of the dealer's GPS trackers, the person it goes to (found or
 * created), their plan, the fee and the summary; once transferred the form stays locked for 3 seconds, then resets.
 */
export function DealershipTransferPage() {
  const t = useT();
  const order = useTransferOrder('dealership');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const { tracker, receiver, plan, reset } = order;
  const locked = order.pending || done;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => {
      reset();
      setDone(false);
    }, TRANSFER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [done, reset]);

  const transfer = async () => {
    if (await order.submit()) {
      setConfirming(false);
      setDone(true);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <PageSection title={t('transfers.title')}>
        <Stack spacing={2.5}>
          <TransferIntro />
          <TrackerPicker value={tracker} onChange={order.setTracker} disabled={locked} />
          <ReceiverField page="dealership" value={receiver} onChange={order.setReceiver} disabled={locked} />
          {tracker ? (
            <TransferPlanChoice
              deviceUUID={tracker.deviceUUID}
              value={plan}
              onChange={order.setPlan}
              disabled={locked}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('transfers.dealership.pickDevice')}
            </Typography>
          )}
          <Typography>{t('transfers.dealership.fee', { fee: order.feeLabel })}</Typography>
          {plan && (
            <TransferSummary
              plan={plan}
              feeCents={order.feeCents}
              methodId={order.methodId}
              onMethodChange={order.setMethodId}
              disabled={locked}
            />
          )}
          {done && <Alert severity="success">{t('transfers.dealership.done')}</Alert>}
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={reset} disabled={locked}>
              {t('transfers.dealership.reset')}
            </Button>
            <Button
              variant="contained"
              onClick={() => setConfirming(true)}
              disabled={locked || !tracker || !receiver || !plan || !order.canPay}
            >
              {t('transfers.dealership.transfer')}
            </Button>
          </Box>
        </Stack>
      </PageSection>
      <WaitingTransfers />
      <TransferConfirmDialog
        order={order}
        open={confirming}
        onConfirm={() => void transfer()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
