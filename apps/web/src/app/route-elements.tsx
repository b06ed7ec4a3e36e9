import type { routeTable } from '@lodestar/contract';
import type { ReactNode } from 'react';
import {
  AccountSettingsPage,
  AddDevicesPage,
  AccountSharingPage,
  DealershipTransferPage,
  DeviceActivityPage,
  DeviceOverviewPage,
  DeviceSettingsPage,
  GroupDevicesPage,
  GroupFormPage,
  GroupListPage,
  HistoryChartsPage,
  InvitationsPage,
  LoginPage,
  PaymentAuthenticationPage,
  PaymentsArea,
  PrivacyAndTermsPage,
  LiveLinkPage,
  RequireCapability,
  ResendVerificationPage,
  ResetPage,
  ChoosePasswordPage,
  SignupPage,
  TransferDevicesPage,
  UsersPage,
} from './pages';

type ContractRoute = (typeof routeTable)[number];
type RedirectRoute = Extract<ContractRoute, { redirectTo: string }>;
type PageRouteName = Exclude<ContractRoute, RedirectRoute>['name'];

/** What each page route of the contract's route table renders. */
export const routeElements: Record<PageRouteName, ReactNode> = {
  login: <LoginPage />,
  reset: <ResetPage />,
  'choose-password': <ChoosePasswordPage />,
  signup: <SignupPage />,
  'verificationEmail-resend': <ResendVerificationPage />,
  privacy: <PrivacyAndTermsPage />,
  'live-link': <LiveLinkPage />,
  'device-overview': <DeviceOverviewPage />,
  'device-overview-device': <DeviceOverviewPage />,
  'device-charts': <HistoryChartsPage />,
  'device-settings-basic': <DeviceSettingsPage tab="basic" />,
  'device-settings-alert': <DeviceSettingsPage tab="alert" />,
  'device-settings-security': <DeviceSettingsPage tab="security" />,
  'device-settings-sharing': <DeviceSettingsPage tab="sharing" />,
  'device-settings-plans': <DeviceSettingsPage tab="plans" />,
  'group-devices': (
    <RequireCapability capability="groups">
      <GroupListPage />
    </RequireCapability>
  ),
  'create-group-devices': (
    <RequireCapability capability="groups">
      <GroupFormPage />
    </RequireCapability>
  ),
  'edit-group-device': (
    <RequireCapability capability="groups">
      <GroupFormPage />
    </RequireCapability>
  ),
  'group-device': (
    <RequireCapability capability="groups">
      <GroupDevicesPage />
    </RequireCapability>
  ),
  'device-activity': (
    <RequireCapability capability="deviceActivity">
      <DeviceActivityPage />
    </RequireCapability>
  ),
  users: (
    <RequireCapability capability="administerUsers">
      <UsersPage />
    </RequireCapability>
  ),
  'user-settings-account': <AccountSettingsPage />,
  'user-settings-payments': <PaymentsArea />,
  'user-payment-authentication': <PaymentAuthenticationPage />,
  'user-settings-sharing': <AccountSharingPage />,
  invitations: <InvitationsPage />,
  invitation: <InvitationsPage />,
  'transfer-devices': (
    <RequireCapability capability="transferDevices">
      <TransferDevicesPage />
    </RequireCapability>
  ),
  'dealership-transfer-device': (
    <RequireCapability capability="enterpriseMenu">
      <DealershipTransferPage />
    </RequireCapability>
  ),
  'add-devices': (
    <RequireCapability capability="enterpriseMenu">
      <AddDevicesPage />
    </RequireCapability>
  ),
  // The support page is only its title, which the top bar shows.
  support: null,
};
