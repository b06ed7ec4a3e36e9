import type { routeTable } from '@lodestar/contract';
import type { ReactNode } from 'react';
import {
  DeviceActivityPage,
  DeviceOverviewPage,
  LoginPage,
  PrivacyAndTermsPage,
  ResendVerificationPage,
  ResetPage,
  SignupPage,
  UpcomingFeature,
} from './pages';
import { RequireCapability } from './require-capability';

type ContractRoute = (typeof routeTable)[number];
type RedirectRoute = Extract<ContractRoute, { redirectTo: string }>;
type PageRouteName = Exclude<ContractRoute, RedirectRoute>['name'];

const upcoming = (feature: string, description: string) => (
  <UpcomingFeature feature={feature} description={description} />
);

/** What each page route of the contract's route table renders. */
export const routeElements: Record<PageRouteName, ReactNode> = {
  login: <LoginPage />,
  reset: <ResetPage />,
  signup: <SignupPage />,
  'verificationEmail-resend': <ResendVerificationPage />,
  privacy: <PrivacyAndTermsPage />,
  'device-overview': <DeviceOverviewPage />,
  'device-overview-device': <DeviceOverviewPage />,
  'device-settings-basic': upcoming('Basic settings', "Change the device's photo, name and accent colour."),
  'device-settings-alert': upcoming(
    'Alert & Reports',
    'Choose the alerts, the reporting schedule and the notification emails of a GPS tracker.',
  ),
  'device-settings-security': upcoming('Security settings', 'Manage the security options of a GPS tracker.'),
  'device-settings-sharing': upcoming('Device sharing', 'See who the device is shared with and invite people.'),
  'device-settings-plans': upcoming('Update Plan', "Choose and manage the device's subscription plan."),
  'group-devices': upcoming('Device groups', 'List, open, edit and delete your groups of devices.'),
  'create-group-devices': upcoming('Create a group', 'Name a group and choose the devices that belong to it.'),
  'edit-group-device': upcoming('Edit group', 'Rename a group and change its devices.'),
  'group-device': upcoming('Group devices', "See a group's devices with their details and location history."),
  'device-activity': (
    <RequireCapability capability="deviceActivity">
      <DeviceActivityPage />
    </RequireCapability>
  ),
  'user-settings-account': upcoming(
    'Account settings',
    'Edit your profile, email, password, two-step authentication and API key.',
  ),
  'user-settings-payments': upcoming('Payments', 'Manage payment methods and see your payment history and invoices.'),
  'transfer-devices': upcoming('Transfer devices', 'Transfer a device to another user together with a plan.'),
  'dealership-transfer-device': upcoming(
    'Transfer dealership devices',
    'Transfer a GPS device to a customer, choosing their plan.',
  ),
  'add-devices': upcoming('Add devices', 'Add many devices at once from a spreadsheet.'),
  // The support page is only its title, which the top bar shows.
  support: null,
};
