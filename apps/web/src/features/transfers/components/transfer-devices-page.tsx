import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
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
 * Transfer Devices (k9): pick a user and a device, Save (which becomes Edit) opens the plans panel;
 * buying the receiver's plan transfers the device, which then leaves the list.
 */
export function TransferDevicesPage() {
  const t = useT();
  const order = useTransferOrder('k9');
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { tracker, receiver, plan } = order;

  const buy = async () => {
    if (await order.submit()) {
      setConfirming(false);
      setSaved(false);
      order.reset();
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <PageSection title={t('transfers.title')}>
        <Stack spacing={2.5}>
          <TransferIntro />
          <ReceiverField page="k9" value={receiver} onChange={order.setReceiver} disabled={saved} />
          <TrackerPicker value={tracker} onChange={order.setTracker} disabled={saved} />
          <TextField label={t('transfers.fee')} value={order.feeLabel} disabled sx={{ maxWidth: 240 }} />
          <Box>
            {saved ? (
              <Button variant="outlined" onClick={() => setSaved(false)} disabled={order.pending}>
                {t('transfers.edit')}
              </Button>
            ) : (
              <Button variant="contained" onClick={() => setSaved(true)} disabled={!tracker || !receiver}>
                {t('transfers.save')}
              </Button>
            )}
          </Box>
        </Stack>
      </PageSection>
      {saved && tracker && (
        <PageSection title={t('transfers.plans')}>
          <Stack spacing={2.5}>
            <TransferPlanChoice
              deviceUUID={tracker.deviceUUID}
              value={plan}
              onChange={order.setPlan}
              disabled={order.pending}
            />
            {plan && (
              <>
                <TransferSummary
                  plan={plan}
                  feeCents={order.feeCents}
                  methodId={order.methodId}
                  onMethodChange={order.setMethodId}
                  disabled={order.pending}
                />
                <Box>
                  <Button variant="contained" onClick={() => setConfirming(true)} disabled={!order.canPay}>
                    {t('transfers.buyAndTransfer')}
                  </Button>
                </Box>
              </>
            )}
          </Stack>
        </PageSection>
      )}
      <WaitingTransfers />
      <TransferConfirmDialog
        order={order}
        open={confirming}
        onConfirm={() => void buy()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
