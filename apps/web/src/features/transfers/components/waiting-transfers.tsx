import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { PageSection } from '../../../components/page-section';
import { useT } from '../../../lib/i18n/use-t';
import { useWaitingTransfers } from '../api/waiting-transfers';
import { WaitingTransferItem } from './waiting-transfer-item';

/** The seller's paid transfers waiting for their receivers to verify (both transfer pages); nothing while none wait. */
export function WaitingTransfers() {
  const t = useT();
  const waiting = useWaitingTransfers();
  if (!waiting.data?.length) return null;
  return (
    <PageSection title={t('transfers.waiting.section')}>
      <Stack component="ul" divider={<Divider component="li" />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {waiting.data.map((transfer) => (
          <WaitingTransferItem key={transfer._id} transfer={transfer} />
        ))}
      </Stack>
    </PageSection>
  );
}
