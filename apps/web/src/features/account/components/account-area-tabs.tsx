import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { usePaymentMethods } from '../../payments';

const tabs = [
  { value: 'account', label: 'account.tabs.account', to: pathTo('user-settings-account') },
  { value: 'payments', label: 'account.tabs.payments', to: pathTo('user-settings-payments') },
  { value: 'sharing', label: 'account.tabs.sharing', to: pathTo('user-settings-sharing') },
] as const;

/**
 * The pages of the account area, as tabs that navigate; Payments only for those the payments calls answer (owners of a
 * GPS tracker, and payers who had one): the server's rule, not a copy of it.
 */
export function AccountAreaTabs({ current }: { current: (typeof tabs)[number]['value'] }) {
  const t = useT();
  const payer = usePaymentMethods().isSuccess;
  const shown = tabs.filter((tab) => tab.value !== 'payments' || payer);
  return (
    <Tabs
      value={current}
      aria-label={t('account.tabs.label')}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
    >
      {shown.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={t(tab.label)} component={Link} to={tab.to} />
      ))}
    </Tabs>
  );
}
