import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../lib/i18n/use-t';
import { publicConfigQuery } from '../../lib/public-config';

/**
 * Above every page of an installation whose payments are simulated (the local provider in production), so nobody
 * takes a purchase there for a real one. Read without suspending: the page never waits for it. Black on the warning
 * colour, since white on it is too faint for text this small.
 */
export function TestPaymentsBanner() {
  const t = useT();
  const simulated = useQuery(publicConfigQuery).data?.paymentsSimulated;
  if (!simulated) return null;
  return (
    <Box
      role="status"
      sx={{
        bgcolor: 'warning.main',
        color: 'common.black',
        px: 2,
        py: 0.5,
        textAlign: 'center',
        typography: 'body2',
        fontWeight: 600,
      }}
    >
      {t('billingMessages.testPayments')}
    </Box>
  );
}
