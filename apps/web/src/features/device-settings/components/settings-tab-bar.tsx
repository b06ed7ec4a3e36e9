import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { settingsTabLabels, settingsTabRoutes, type SettingsTab } from '../settings-tabs';

export const tabId = (tab: SettingsTab) => `device-settings-tab-${tab}`;
export const panelId = (tab: SettingsTab) => `device-settings-panel-${tab}`;

/** The settings tabs as links (each tab has its address), scrolling sideways when they do not fit a phone. */
export function SettingsTabBar({
  tabs,
  current,
  deviceUUID,
}: {
  tabs: SettingsTab[];
  current: SettingsTab;
  deviceUUID: string;
}) {
  const t = useT();
  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('deviceSettings.tabs.label')}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={t(settingsTabLabels[tab])}
          id={tabId(tab)}
          aria-controls={tab === current ? panelId(tab) : undefined}
          component={Link}
          to={pathTo(settingsTabRoutes[tab], { deviceUUID })}
        />
      ))}
    </Tabs>
  );
}
