import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Link from '@mui/material/Link';
import type { Device } from '@lodestar/contract';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';

/**
 * A plan of the device whose payment failed, for its owner: what is wrong, linking to where it is fixed (the page that
 * completes a payment waiting for authentication, else where a new card pays).
 */
export function PaymentIssueLink({ device }: { device: Device }) {
  const t = useT();
  const { paymentIssue: issue, authenticationInvoiceId: invoiceId } = device.subscription;
  if (!issue) return null;
  return (
    <Link
      component={RouterLink}
      to={invoiceId ? pathTo('user-payment-authentication', { invoiceId }) : pathTo('user-settings-payments')}
      color="error"
      variant="caption"
      underline="hover"
      sx={{
        display: 'inline-flex',
        alignItems: 'flex-start',
        gap: 0.5,
        position: 'relative',
        zIndex: 1,
        fontWeight: 600,
      }}
    >
      <ErrorOutlineOutlined sx={{ fontSize: 16, mt: '1px' }} aria-hidden />
      {t(`paymentIssueLabels.${issue}`)}
    </Link>
  );
}
