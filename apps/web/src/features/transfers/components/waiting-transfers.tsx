import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { PageSection } from '../../../components/page-section';
import { useWaitingTransfers } from '../api/waiting-transfers';
import { WaitingTransferItem } from './waiting-transfer-item';

/** The seller's paid transfers waiting for their receivers to verify (both transfer pages); nothing while none wait. */
export function WaitingTransfers() {
  const waiting = useWaitingTransfers();
  if (!waiting.data?.length) return null;
  return (
    <PageSection title="Waiting for receivers">
      <Stack component="ul" divider={<Divider component="li" />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {waiting.data.map((transfer) => (
          <WaitingTransferItem key={transfer._id} transfer={transfer} />
        ))}
      </Stack>
    </PageSection>
  );
}
