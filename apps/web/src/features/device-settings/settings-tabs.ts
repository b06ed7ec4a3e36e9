import { mayBuyPlans, mayOnDevice, type Device, type RouteName, type User } from '@lodestar/contract';
import type { MessageId } from '../../lib/i18n/catalogue';

/** The tabs of the device settings, in their order on screen. */
export const settingsTabs = ['basic', 'alert', 'security', 'sharing', 'plans'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export const settingsTabLabels: Record<SettingsTab, MessageId> = {
  basic: 'deviceSettings.tabs.basic',
  alert: 'deviceSettings.tabs.alert',
  security: 'deviceSettings.tabs.security',
  sharing: 'deviceSettings.tabs.sharing',
  plans: 'deviceSettings.tabs.plans',
};

export const settingsTabRoutes = {
  basic: 'device-settings-basic',
  alert: 'device-settings-alert',
  security: 'device-settings-security',
  sharing: 'device-settings-sharing',
  plans: 'device-settings-plans',
} as const satisfies Record<SettingsTab, RouteName>;

type Viewer = Pick<User, 'roles' | 'hidePaymentTabs'>;

/** Which tabs the user has on the device; settings access itself is checked apart. */
function shows(tab: SettingsTab, device: Device, { roles, hidePaymentTabs }: Viewer): boolean {
  const gps = device.deviceType === 'shield_gps';
  const sharedUser = roles.includes('sharedUser');
  switch (tab) {
    case 'basic':
    case 'sharing':
      return !sharedUser;
    case 'alert':
    case 'security':
      return gps;
    case 'plans':
      return mayBuyPlans(device, { roles, hidePaymentTabs });
  }
}

export function visibleTabs(device: Device, viewer: Viewer): SettingsTab[] {
  return settingsTabs.filter((tab) => shows(tab, device, viewer));
}

/** Why a page of the settings is not the user's to open, said beside 'Permission denied' on the overview. */
export const deniedReasons = {
  unseen: 'deviceSettings.denied.unseen',
  notOwner: 'deviceSettings.denied.notOwner',
  gpsOnly: 'deviceSettings.denied.gpsOnly',
  plans: 'deviceSettings.denied.plans',
} as const satisfies Record<string, MessageId>;

export type TabAccess =
  { kind: 'show' } | { kind: 'denied'; reason: MessageId } | { kind: 'redirect'; tab: SettingsTab };

/**
 * What opening `tab` of the device's settings does: only Owner and SuperOwner have settings at all; the Alert and
 * Security tabs are for GPS trackers only; the sharedUser role's Basic and Sharing go to the alert settings (a GPS
 * tracker's only tab for them); Update Plan is for those who may buy the device's plans (mayBuyPlans).
 */
export function tabAccess(tab: SettingsTab, device: Device, viewer: Viewer): TabAccess {
  if (!mayOnDevice('settings', device.privilege, viewer.roles))
    return { kind: 'denied', reason: deniedReasons.notOwner };
  if (shows(tab, device, viewer)) return { kind: 'show' };
  // A visitor the plans are not for sees 'Permission denied' and goes to the device's overview.
  if (tab === 'plans') return { kind: 'denied', reason: deniedReasons.plans };
  if (tab === 'alert' || tab === 'security') return { kind: 'denied', reason: deniedReasons.gpsOnly };
  return shows('alert', device, viewer)
    ? { kind: 'redirect', tab: 'alert' }
    : { kind: 'denied', reason: deniedReasons.gpsOnly };
}
