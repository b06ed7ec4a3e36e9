import { lazyPage } from '../components/lazy-page';

/**
 * Every page, the portal shell and the portal's guards load on demand, so the sign-in route stays small (with a
 * session, `app.tsx` starts the guard's, the shell's and the page's chunks side by side).
 */
export const RequireSession = lazyPage(() => import('./guard').then((m) => m.RequireSession));
export const RequireCapability = lazyPage(() => import('./require-capability').then((m) => m.RequireCapability));
export const LoginPage = lazyPage(() => import('../features/auth/components/login-page').then((m) => m.LoginPage));
export const SignupPage = lazyPage(() => import('../features/auth/components/signup-page').then((m) => m.SignupPage));
export const ResetPage = lazyPage(() => import('../features/auth/components/reset-page').then((m) => m.ResetPage));
export const ChoosePasswordPage = lazyPage(() =>
  import('../features/auth/components/choose-password-page').then((m) => m.ChoosePasswordPage),
);
export const ResendVerificationPage = lazyPage(() =>
  import('../features/auth/components/resend-verification-page').then((m) => m.ResendVerificationPage),
);
export const PrivacyAndTermsPage = lazyPage(() =>
  import('../features/legal/components/privacy-and-terms-page').then((m) => m.PrivacyAndTermsPage),
);
export const LiveLinkPage = lazyPage(() =>
  import('../features/live-links/components/live-link-page').then((m) => m.LiveLinkPage),
);
export const PublicLayout = lazyPage(() => import('./layouts/public-layout').then((m) => m.PublicLayout));
export const PortalLayout = lazyPage(() => import('./layouts/portal-layout').then((m) => m.PortalLayout));
export const DeviceOverviewPage = lazyPage(() =>
  import('../features/devices/components/device-overview-page').then((m) => m.DeviceOverviewPage),
);
export const HistoryChartsPage = lazyPage(() =>
  import('../features/history-charts/components/history-charts-page').then((m) => m.HistoryChartsPage),
);
export const DeviceActivityPage = lazyPage(() =>
  import('../features/activity/components/device-activity-page').then((m) => m.DeviceActivityPage),
);
export const UsersPage = lazyPage(() => import('../features/users/components/users-page').then((m) => m.UsersPage));
export const DeviceSettingsPage = lazyPage(() =>
  import('../features/device-settings/components/device-settings-page').then((m) => m.DeviceSettingsPage),
);
export const GroupListPage = lazyPage(() =>
  import('../features/groups/components/group-list-page').then((m) => m.GroupListPage),
);
export const GroupFormPage = lazyPage(() =>
  import('../features/groups/components/group-form-page').then((m) => m.GroupFormPage),
);
export const GroupDevicesPage = lazyPage(() =>
  import('../features/groups/components/group-devices-page').then((m) => m.GroupDevicesPage),
);
export const AccountSettingsPage = lazyPage(() =>
  import('../features/account/components/account-settings-page').then((m) => m.AccountSettingsPage),
);
export const PaymentAuthenticationPage = lazyPage(() =>
  import('../features/payments/components/payment-authentication-page').then((m) => m.PaymentAuthenticationPage),
);
export const PaymentsArea = lazyPage(() => import('./payments-area').then((m) => m.PaymentsArea));
export const AccountSharingPage = lazyPage(() =>
  import('../features/account-sharing/components/account-sharing-page').then((m) => m.AccountSharingPage),
);
export const InvitationsPage = lazyPage(() =>
  import('../features/sharing/components/invitations-page').then((m) => m.InvitationsPage),
);
export const TransferDevicesPage = lazyPage(() =>
  import('../features/transfers/components/transfer-devices-page').then((m) => m.TransferDevicesPage),
);
export const DealershipTransferPage = lazyPage(() =>
  import('../features/transfers/components/dealership-transfer-page').then((m) => m.DealershipTransferPage),
);
export const AddDevicesPage = lazyPage(() =>
  import('../features/device-upload/components/add-devices-page').then((m) => m.AddDevicesPage),
);
