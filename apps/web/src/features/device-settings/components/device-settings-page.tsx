import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type Device } from '@lodestar/contract';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { SectionLoader } from '../../../components/section-loader';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { DeviceLoadError, DevicePageHeader, useDevice } from '../../devices';
import { LiveLinksCard } from '../../live-links';
import { DeviceSharingTab } from '../../sharing';
import { PlansTab, usePlansTabAlongside } from '../../subscriptions';
import { DENIED_STATUSES, isDenied } from '../denied-statuses';
import { deniedReasons, settingsTabRoutes, tabAccess, visibleTabs, type SettingsTab } from '../settings-tabs';
import { AlertSettingsTab } from './alert-settings-tab';
import { BasicSettingsTab } from './basic-settings-tab';
import { PermissionDeniedRedirect } from './permission-denied-redirect';
import { SecurityTab } from './security-tab';
import { panelId, SettingsTabBar, tabId } from './settings-tab-bar';
import { UnsavedChangesGuard } from '../unsaved-changes';

const tabContent: Record<SettingsTab, (device: Device) => ReactNode> = {
  basic: (device) => <BasicSettingsTab device={device} />,
  alert: (device) => <AlertSettingsTab device={device} />,
  security: (device) => <SecurityTab device={device} />,
  sharing: (device) => (
    <Stack spacing={3}>
      <DeviceSharingTab device={device} />
      <LiveLinksCard device={device} />
    </Stack>
  ),
  // Keyed by device: a first-visit offer dismissed on one tracker says nothing of the next one opened.
  plans: (device) => <PlansTab key={device._id} device={device} />,
};

/** The device settings at /device/:deviceUUID/settings/{tab}, for Owner and SuperOwner only. */
export function DeviceSettingsPage({ tab }: { tab: SettingsTab }) {
  const t = useT();
  const { deviceUUID = '' } = useParams();
  const user = useSignedInUser();
  const device = useDevice(deviceUUID, { quietStatuses: DENIED_STATUSES });
  usePlansTabAlongside(deviceUUID, tab === 'plans');

  if (device.isPending) return <SectionLoader label={t('deviceSettings.loadingDevice')} />;
  // Also when a read again finds the device gone from the user (their share ended meanwhile).
  if (isDenied(device.error)) return <PermissionDeniedRedirect reason={deniedReasons.unseen} />;
  if (!device.data) return <DeviceLoadError device={device} />;

  const access = tabAccess(tab, device.data, user);
  if (access.kind === 'denied')
    return <PermissionDeniedRedirect deviceUUID={device.data.deviceUUID} reason={access.reason} />;
  if (access.kind === 'redirect')
    return <Navigate to={pathTo(settingsTabRoutes[access.tab], { deviceUUID })} replace />;

  return (
    <UnsavedChangesGuard>
      <Box sx={{ minWidth: 0 }}>
        <DevicePageHeader device={device.data} />
        <SettingsTabBar tabs={visibleTabs(device.data, user)} current={tab} deviceUUID={deviceUUID} />
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
          {tabContent[tab](device.data)}
        </Box>
      </Box>
    </UnsavedChangesGuard>
  );
}
