import { accountEndpoints } from './account.js';
import { twoFactorEndpoints } from './two-factor.js';
import { usersEndpoints } from './users.js';
import { apiKeyEndpoints } from './api-keys.js';
import { clientLocationEndpoints } from './client-location.js';
import { mapEndpoints } from './map.js';
import { accountSharingEndpoints } from './account-sharing.js';
import { authEndpoints } from './auth.js';
import { signUpEndpoints } from './sign-up.js';
import { systemEndpoints } from './system.js';
import { deviceEndpoints } from './devices.endpoints.js';
import { notificationEmailEndpoints } from './notification-emails.js';
import { geofenceEndpoints } from './geofence.js';
import { firmwareEndpoints } from './firmware.js';
import { groupEndpoints } from './groups.js';
import { notificationEndpoints } from './notifications.js';
import { historyEndpoints } from './history.js';
import { historyChartsEndpoints } from './history-charts.js';
import { ingestEndpoints } from './ingest.js';
import { sharingEndpoints } from './sharing.js';
import { invitationEndpoints } from './invitations.js';
import { planEndpoints } from './plans.js';
import { subscriptionEndpoints } from './subscriptions.js';
import { couponEndpoints } from './coupons.js';
import { paymentMethodEndpoints } from './payments.js';
import { paymentHistoryEndpoints } from './payment-history.js';
import { accountCreditEndpoints } from './account-credit.js';
import { paymentsDueEndpoints } from './payments-due.js';
import { paymentActionEndpoints } from './payment-actions.js';
import { transferEndpoints } from './transfers.js';
import { uploadEndpoints } from './device-upload.js';
import type { EndpointSpec } from './endpoint.js';
import { tripsEndpoints } from './trips.js';
import { liveLinkEndpoints } from './live-links.js';

/** The API's calls, by feature; the server registers its /api routes from these tables. */
export const apiEndpoints = {
  auth: authEndpoints,
  signUp: signUpEndpoints,
  account: accountEndpoints,
  twoFactor: twoFactorEndpoints,
  apiKeys: apiKeyEndpoints,
  users: usersEndpoints,
  clientLocation: clientLocationEndpoints,
  map: mapEndpoints,
  system: systemEndpoints,
  firmware: firmwareEndpoints,
  notificationEmails: notificationEmailEndpoints,
  invitations: invitationEndpoints,
  accountSharing: accountSharingEndpoints,
  groups: groupEndpoints,
  notifications: notificationEndpoints,
  devices: deviceEndpoints,
  geofence: geofenceEndpoints,
  history: historyEndpoints,
  historyCharts: historyChartsEndpoints,
  trips: tripsEndpoints,
  liveLinks: liveLinkEndpoints,
  sharing: sharingEndpoints,
  ingest: ingestEndpoints,
  plans: planEndpoints,
  subscriptions: subscriptionEndpoints,
  coupons: couponEndpoints,
  paymentMethods: paymentMethodEndpoints,
  paymentHistory: paymentHistoryEndpoints,
  accountCredit: accountCreditEndpoints,
  paymentsDue: paymentsDueEndpoints,
  paymentActions: paymentActionEndpoints,
  transfers: transferEndpoints,
  upload: uploadEndpoints,
} as const;

/** Every call of the tables, for checks that walk them all. */
export const everyEndpoint = (): EndpointSpec[] => Object.values(apiEndpoints).flatMap((table) => Object.values(table));
