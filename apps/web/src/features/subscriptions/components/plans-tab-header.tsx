import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLinkBase } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';

/** The tab's heading and its quick actions: the device's payment history, and joining a group by its code. */
export function PlansTabHeader({ deviceUUID, onJoinGroup }: { deviceUUID: string; onJoinGroup: () => void }) {
  const t = useT();
  const payments = `${pathTo('user-settings-payments')}?${new URLSearchParams({ deviceId: deviceUUID })}`;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
    >
      <div>
        <Typography variant="h5" component="h2">
          {t('subscriptions.header.title')}
        </Typography>
        <Typography color="text.secondary">{t('subscriptions.header.intro')}</Typography>
      </div>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Link component="button" type="button" onClick={onJoinGroup} sx={{ display: 'inline-flex', gap: 0.5 }}>
          <GroupAddOutlined fontSize="small" />
          {t('subscriptions.header.groupCode')}
        </Link>
        <Button variant="outlined" component={RouterLinkBase} to={payments} startIcon={<ReceiptLongOutlined />}>
          {t('payments.paymentHistory')}
        </Button>
      </Stack>
    </Stack>
  );
}
