import type { CaptchaVerifier } from '../adapters/captcha/index.js';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { createAuthGuards } from '../http/authenticate.js';
import { strictRateLimit } from '../http/rate-limit.js';
import type { ApiApp } from '../http/types.js';
import type { BackgroundWork } from '../lib/background-work.js';
import { nativeIngestRoutes } from '../ingest/native.routes.js';
import { accountSharingRoutes } from '../modules/account-sharing/index.js';
import { accountRoutes } from '../modules/account/index.js';
import { apiKeysRoutes } from '../modules/api-keys/index.js';
import { authRoutes } from '../modules/auth/index.js';
import { twoFactorRoutes } from '../modules/two-factor/index.js';
import { clientLocationRoutes } from '../modules/client-location/index.js';
import { devicesRoutes, notificationEmailsRoutes } from '../modules/devices/index.js';
import { firmwareRoutes } from '../modules/firmware/index.js';
import { geofenceRoutes } from '../modules/geofence/index.js';
import { groupsRoutes } from '../modules/groups/index.js';
import { notificationsRoutes } from '../modules/notifications/index.js';
import { historyChartsRoutes, historyRoutes, tripsRoutes } from '../modules/history/index.js';
import { liveLinksRoutes } from '../modules/live-links/index.js';
import { mapRoutes } from '../modules/map/index.js';
import { devMailboxRoutes } from '../modules/mail/index.js';
import { invitationsRoutes, sharingRoutes } from '../modules/sharing/index.js';
import { createPublicConfig, systemRoutes } from '../modules/system/index.js';
import { accountCreditRoutes, paymentActionsRoutes, paymentsDueRoutes, paymentsRoutes } from '../modules/payments/index.js';
import { subscriptionsRoutes } from '../modules/subscriptions/index.js';
import { deviceUploadRoutes } from '../modules/device-upload/index.js';
import { transfersRoutes } from '../modules/transfers/index.js';
import { adminUsersRoutes, usersRoutes } from '../modules/users/index.js';
import type { DeviceDataPath } from './device-data-path.js';
import type { Repositories } from './repositories.js';
import type { Services } from './services.js';

export interface ApiRoutesDeps {
  config: Config;
  version: string;
  database: DatabaseHandle;
  repositories: Repositories;
  services: Services;
  deviceDataPath: DeviceDataPath;
  captcha: CaptchaVerifier;
  backgroundWork: BackgroundWork;
  /** Whether the dev mailbox serves: outside production, while mail goes to the outbox. */
  devMailbox: boolean;
  /** This start's key of the development routes. */
  devRoutesKey: string;
}

/** The last phase of the composition root: each module's routes under /api, with the guards and the services. */
export async function registerApiRoutes(api: ApiApp, deps: ApiRoutesDeps) {
  const { config, services, repositories } = deps;
  const guards = createAuthGuards(services.resolvePrincipal);
  // The calls that mail someone or guess a secret share the sign-in's stricter limit.
  const strictLimit = strictRateLimit(config);

  const publicConfig = createPublicConfig(config, deps.captcha, deps.devMailbox);
  await systemRoutes(api, { database: deps.database, captcha: deps.captcha, publicConfig, version: deps.version });
  await authRoutes(api, { auth: services.auth, accountUnlock: services.accountUnlock, guards, authRateLimit: strictLimit, secureCookies: config.secure });
  await usersRoutes(api, { guards, users: repositories.users, viewOf: services.viewOf });
  await apiKeysRoutes(api, { guards, apiKeys: services.apiKeys });
  await adminUsersRoutes(api, { guards, adminUsers: services.adminUsers });
  await clientLocationRoutes(api, { location: services.clientLocation });
  await mapRoutes(api, { guards, map: services.map });
  await devicesRoutes(api, { guards, devices: services.devices, claimRateLimit: strictLimit });
  await notificationEmailsRoutes(api, { guards, notificationEmails: services.notificationEmails, confirmRateLimit: strictLimit });
  await geofenceRoutes(api, { guards, geofence: services.geofence });
  await accountRoutes(api, {
    guards,
    authRateLimit: strictLimit,
    profile: services.profile,
    emailChange: services.emailChange,
    passwordChange: services.passwordChange,
    recentShares: services.recentShares,
  });
  await twoFactorRoutes(api, { guards, authRateLimit: strictLimit, twoFactor: services.twoFactor });
  await sharingRoutes(api, { guards, sharing: services.sharing, mailRateLimit: strictLimit });
  await invitationsRoutes(api, { guards, invitations: services.invitations });
  await accountSharingRoutes(api, { guards, accountSharing: services.accountSharing, mailRateLimit: strictLimit });
  await groupsRoutes(api, { guards, groups: services.groups });
  await notificationsRoutes(api, { guards, notifications: services.notifications });
  await firmwareRoutes(api, { guards, firmware: services.firmware });
  await historyRoutes(api, { guards, history: services.history, readBudget: services.readBudget });
  await historyChartsRoutes(api, { guards, historyCharts: services.historyCharts, readBudget: services.readBudget });
  await tripsRoutes(api, { guards, trips: services.trips, readBudget: services.readBudget });
  await liveLinksRoutes(api, { guards, liveLinks: services.liveLinks, openRateLimit: strictLimit });
  await nativeIngestRoutes(api, { ingest: deps.deviceDataPath.ingest });
  const { plans, subscriptions, coupons, paymentMethods, paymentHistory, accountCredit, paymentsDue, invoicePayments } = services.billing;
  await subscriptionsRoutes(api, { guards, plans, subscriptions, coupons });
  await paymentsRoutes(api, { guards, paymentMethods, paymentHistory });
  await accountCreditRoutes(api, { guards, accountCredit });
  await paymentsDueRoutes(api, { guards, paymentsDue });
  await paymentActionsRoutes(api, { guards, invoicePayments });
  await deviceUploadRoutes(api, { guards, upload: services.deviceUpload, uploadRateLimit: strictLimit });
  await transfersRoutes(api, {
    guards,
    receivers: services.receivers,
    transfers: services.transfers,
    waiting: services.waitingTransfers,
    mailRateLimit: strictLimit,
  });
  if (deps.devMailbox) {
    await api.register((scope) =>
      devMailboxRoutes(scope, {
        outbox: repositories.outbox,
        productName: config.PRODUCT_NAME,
        backgroundWork: deps.backgroundWork,
        key: deps.devRoutesKey,
        rateLimit: strictLimit,
      }),
    );
  }
}
