/**
 * The portal's route table: each route's contract name, path, title and access.
 * `account` routes are the public sign-in family and hide the top bar; `public` routes need no session either;
 * `portal` routes need a session and show the shell.
 */
export type RouteAccess = 'account' | 'public' | 'portal';

export interface RouteDefinition {
  name: string;
  path: string;
  title: string;
  access: RouteAccess;
  /** Where the route sends the browser instead of rendering a page of its own. */
  redirectTo?: string;
}

export const DEVICE_LIST_TITLE = 'My Devices';

export const routeTable = [
  { name: 'login', path: '/login', title: 'Sign in', access: 'account' },
  { name: 'reset', path: '/reset', title: 'Reset password', access: 'account' },
  // Our own addition: where the link of an account made for someone (a transfer's receiver) lands.
  { name: 'choose-password', path: '/choosePassword', title: 'Choose your password', access: 'account' },
  { name: 'signup', path: '/signup', title: 'Sign up', access: 'account' },
  { name: 'verificationEmail-resend', path: '/resendVerificationEmail/:email?', title: 'Verify your email', access: 'account' },
  { name: 'privacy', path: '/privacyAndTerms', title: 'Terms and Conditions', access: 'public' },
  // Our own addition: the page behind a live link, for people without an account.
  { name: 'live-link', path: '/live/:token', title: 'Live location', access: 'public' },
  { name: 'device-overview', path: '/', title: DEVICE_LIST_TITLE, access: 'portal' },
  { name: 'device-overview-device', path: '/device/:deviceUUID', title: DEVICE_LIST_TITLE, access: 'portal' },
  // Our own addition: a device's battery, temperature and reports over time.
  { name: 'device-charts', path: '/device/:deviceUUID/charts', title: 'Charts', access: 'portal' },
  { name: 'device-settings', path: '/device/:deviceUUID/settings', title: 'Device settings', access: 'portal', redirectTo: 'basic' },
  { name: 'device-settings-basic', path: '/device/:deviceUUID/settings/basic', title: 'Basic settings', access: 'portal' },
  { name: 'device-settings-alert', path: '/device/:deviceUUID/settings/alert', title: 'Alert & Reports', access: 'portal' },
  { name: 'device-settings-security', path: '/device/:deviceUUID/settings/security', title: 'Security', access: 'portal' },
  { name: 'device-settings-sharing', path: '/device/:deviceUUID/settings/sharing', title: 'Sharing', access: 'portal' },
  { name: 'device-settings-plans', path: '/device/:deviceUUID/settings/plans', title: 'Update Plan', access: 'portal' },
  { name: 'group-devices', path: '/group/devices', title: 'Device Groups', access: 'portal' },
  { name: 'create-group-devices', path: '/group/devices/create', title: 'Create Group', access: 'portal' },
  { name: 'edit-group-device', path: '/group/devices/edit/:groupId', title: 'Edit Group', access: 'portal' },
  { name: 'group-device', path: '/group/devices/:groupId', title: 'Group', access: 'portal' },
  { name: 'device-activity', path: '/devices/activity', title: 'Devices Activity', access: 'portal' },
  { name: 'users', path: '/users', title: 'Users', access: 'portal' },
  { name: 'user-settings', path: '/user', title: 'Account', access: 'portal', redirectTo: '/user/account' },
  { name: 'user-settings-account', path: '/user/account', title: 'Account', access: 'portal' },
  { name: 'user-settings-payments', path: '/user/payments', title: 'Payments', access: 'portal' },
  // Our own: where a payment that asks for the card holder's authentication is completed (the mail links to it).
  {
    name: 'user-payment-authentication',
    path: '/user/payments/authenticate/:invoiceId',
    title: 'Authenticate payment',
    access: 'portal',
  },
  // Our own additions: the account-sharing screen and the invitations a person accepts or declines.
  { name: 'user-settings-sharing', path: '/user/sharing', title: 'Account sharing', access: 'portal' },
  { name: 'invitations', path: '/invitations', title: 'Invitations', access: 'portal' },
  { name: 'invitation', path: '/invitations/:kind/:invitationId', title: 'Invitation', access: 'portal' },
  { name: 'transfer-devices', path: '/transfer/devices', title: 'Transfer Devices', access: 'portal' },
  { name: 'dealership-transfer-device', path: '/dealership/transfer-device', title: 'Transfer Dealership Device', access: 'portal' },
  { name: 'add-devices', path: '/add-devices', title: 'Add Devices', access: 'portal' },
  { name: 'support', path: '/support', title: 'Help & Support', access: 'portal' },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routeTable)[number]['name'];

export function routeByName(name: RouteName): RouteDefinition {
  const route = routeTable.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

/** The page title: the product name plus the route's title. */
export function pageTitle(productName: string, routeTitle: string): string {
  return `${productName} | ${routeTitle}`;
}
