import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';

const tabs = [
  { value: 'account', label: 'Account', to: pathTo('user-settings-account') },
  { value: 'sharing', label: 'Account sharing', to: pathTo('user-settings-sharing') },
] as const;

/** The pages of the account area, as tabs that navigate. */
export function AccountAreaTabs({ current }: { current: (typeof tabs)[number]['value'] }) {
  return (
    <Tabs value={current} aria-label="Account area" variant="scrollable" allowScrollButtonsMobile>
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} component={Link} to={tab.to} />
      ))}
    </Tabs>
  );
}
