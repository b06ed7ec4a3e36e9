import type { FastifyBaseLogger } from 'fastify';
import { routeByName, type NotificationInsert } from '@lodestar/contract';
import type { CaptchaVerifier } from '../adapters/captcha/index.js';
import type { CityIndexSource } from '../adapters/cities/index.js';
import type { Clock } from '../adapters/clock.js';
import type { GeoIpLocator } from '../adapters/geo-ip/index.js';
import type { Mailer } from '../adapters/mail/index.js';
import type { Payments } from '../adapters/payments/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { BackgroundWork } from '../lib/background-work.js';
import { createBillingServices, type BillingServices } from './billing.js';
import { createReadBudget, READ_BUDGET_WINDOW_MS } from '../http/read-budget.js';
import { createWindowCounter, type CountStore, type WindowCounter } from '../lib/window-counter.js';
import { createAccountSharingService } from '../modules/account-sharing/index.js';
import {
  createEmailChangeService,
  createEmailChangeUndo,
  createEmailVerification,
  createIdentityCheck,
  createNewPassword,
  createPasswordChangedNotice,
  createPasswordChangeService,
  createRecentShares,
  createProfileService,
} from '../modules/account/index.js';
import { createApiKeysService } from '../modules/api-keys/index.js';
import {
  ADDRESS_LOCK_WINDOW_MS,
  createAccountLinkMail,
  createAccountUnlock,
  createAddressLock,
  createAuthService,
  createKnownBrowsers,
  createPasswordLock,
  createPrincipalResolver,
  createTwoStepTickets,
} from '../modules/auth/index.js';
import { createClientLocationService } from '../modules/client-location/index.js';
import {
  createDeviceChanger,
  createDeviceGate,
  createDevicesService,
  createNotificationEmailsService,
  type DeviceGate,
} from '../modules/devices/index.js';
import { createFirmwareService } from '../modules/firmware/index.js';
import { createGeofenceService } from '../modules/geofence/index.js';
import { createGroupsService } from '../modules/groups/index.js';
import {
  createHistoryChartsService,
  createHistoryRetention,
  createHistoryService,
  createTripsService,
} from '../modules/history/index.js';
import { createLiveLinksService } from '../modules/live-links/index.js';
import { createMailQuota, MAIL_QUOTA_WINDOW_MS } from '../modules/mail/index.js';
import { createMapService } from '../modules/map/index.js';
import { createNotificationsService, type NotificationsService } from '../modules/notifications/index.js';
import {
  createDeviceShares,
  createInvitationsService,
  createOwnerGrantCheck,
  createSharingService,
} from '../modules/sharing/index.js';
import { createDeviceUploadService } from '../modules/device-upload/index.js';
import {
  createReceiverAccounts,
  createSettlementNotices,
  createTransferNotices,
  createTransferSettlement,
  createTransfersService,
  createTransferUndoneNotice,
  createWaitingTransfersService,
  type TransferPublisher,
} from '../modules/transfers/index.js';
import { CODE_ATTEMPTS_WINDOW_MS } from '../modules/subscriptions/index.js';
import { createTwoFactorCheck, createTwoFactorService, createTwoStepChangedNotice } from '../modules/two-factor/index.js';
import { createAdminUsersService, createUserViews } from '../modules/users/index.js';
import type { Repositories } from './repositories.js';

export interface ServicesDeps {
  config: Config;
  db: Database;
  payments: Payments;
  repositories: Repositories;
  clock: Clock;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  geoIp: GeoIpLocator;
  /** The cities data set, one index for the whole app. */
  cities: CityIndexSource;
  backgroundWork: BackgroundWork;
  /** The shared counts of the rate limits, for the windows the services keep (sign-in failures, link mails). */
  counts: CountStore;
  /** Closes the live sockets of a session that has ended. */
  endSession: (sessionId: string) => void;
  /** Sends a new notification to its recipient's live sockets. */
  publishNotification: (userId: string, insert: NotificationInsert) => void;
  /** Tells sellers' live sockets of their receivers and of the transfers that waited for them. */
  publishTransfer: TransferPublisher;
  /** Tells the sockets of a live link's page that it has ended. */
  endLiveLink: (linkId: string) => void;
  log: FastifyBaseLogger;
}

/** What the services of every area are built from: the phase's ports, the mails' product and address, window counters. */
interface ServiceKit extends ServicesDeps {
  mail: { productName: string; publicUrl: string };
  /** A count over a sliding window, kept in the rate limits' shared counts. */
  windowCounter: (name: string, windowMs: number) => WindowCounter;
}

/**
 * Sign-in and the locks around it: sessions, mailed links and their quota, the sign-in pause, two-step checks, API
 * keys and who a request's caller is; answers the services and the parts the account and device services share.
 */
function createSignInServices(kit: ServiceKit, addressProven: (userId: string) => void) {
  const { config, db, repositories: repos, clock, mailer, captcha, backgroundWork, endSession, mail, windowCounter } = kit;
  const viewOf = createUserViews({ users: repos.users, clock });
  const twoFactorCheck = createTwoFactorCheck({ twoFactor: repos.twoFactor, trustedBrowsers: repos.trustedBrowsers, clock });
  const setNewPassword = createNewPassword({ db, clock, endSession });
  const linkMails = windowCounter('link-mails', MAIL_QUOTA_WINDOW_MS);
  const mailQuota = createMailQuota({ sent: linkMails, perHour: config.LINK_MAILS_PER_HOUR });
  const accountUnlock = createAccountUnlock({ users: repos.users, tokens: repos.tokens, mailer, backgroundWork, mailQuota, clock, mail });
  const passwordLock = createPasswordLock({ users: repos.users, clock, onLocked: accountUnlock.offer });
  const recentShares = createRecentShares({ sharesMadeSince: repos.shares.madeSince, clock });
  const tellPasswordChanged = createPasswordChangedNotice({ recentShares, mailer, mail, clock, backgroundWork });
  const auth = createAuthService({
    users: repos.users,
    sessions: repos.sessions,
    signUpDecoys: repos.signUpDecoys,
    tokens: repos.tokens,
    emailChanges: repos.emailChanges,
    setNewPassword,
    tellPasswordChanged,
    verifyEmailAddress: createEmailVerification({ db, clock, endSession }),
    twoFactorCheck,
    twoStepTickets: createTwoStepTickets({ tokens: repos.tokens, clock }),
    mailer,
    backgroundWork,
    captcha,
    clock,
    productName: config.PRODUCT_NAME,
    publicUrl: config.publicUrl,
    onSessionEnded: endSession,
    invitations: repos.invitations,
    addressProven,
    addressLock: createAddressLock({
      failures: windowCounter('sign-in-failures', ADDRESS_LOCK_WINDOW_MS),
      limit: config.SIGN_IN_FAILURES_PER_ADDRESS,
    }),
    passwordLock,
    knownBrowsers: createKnownBrowsers({ repository: repos.knownBrowsers, clock }),
    mailQuota,
    viewOf,
  });
  const apiKeys = createApiKeysService({ repository: repos.apiKeys, clock, endSession });
  const confirmIdentity = createIdentityCheck({ users: repos.users, passwordLock, twoFactorCheck });
  return {
    services: { viewOf, auth, accountUnlock, resolvePrincipal: createPrincipalResolver({ sessions: auth, apiKeys }), apiKeys },
    parts: { viewOf, setNewPassword, linkMails, mailQuota, passwordLock, recentShares, tellPasswordChanged, confirmIdentity },
  };
}

type SignInParts = ReturnType<typeof createSignInServices>['parts'];

/** The account's own settings (profile, email, password, two-step), the admins' Users page and the caller's country. */
function createAccountServices(
  { config, db, repositories: repos, clock, mailer, geoIp, endSession, mail, backgroundWork }: ServiceKit,
  { viewOf, setNewPassword, passwordLock, recentShares, tellPasswordChanged, confirmIdentity }: SignInParts,
) {
  return {
    adminUsers: createAdminUsersService({ repository: repos.adminUsers, clock, endSession }),
    clientLocation: createClientLocationService(geoIp),
    profile: createProfileService({
      users: repos.users,
      trustedBrowsers: repos.trustedBrowsers,
      viewOf,
      countryFixed: async (userId) =>
        Boolean((await repos.payments.customerOf(userId))?.currency) || repos.subscriptions.hasLiveSubscriptions(userId),
    }),
    emailChange: createEmailChangeService({
      users: repos.users,
      emailChanges: repos.emailChanges,
      tokens: repos.tokens,
      confirmIdentity,
      undoEmailChange: createEmailChangeUndo({ db, clock, endSession }),
      mailer,
      clock,
      mail,
      viewOf,
    }),
    passwordChange: createPasswordChangeService({
      users: repos.users,
      passwordLock,
      setNewPassword,
      tellPasswordChanged,
    }),
    recentShares,
    twoFactor: createTwoFactorService({
      users: repos.users,
      twoFactor: repos.twoFactor,
      confirmIdentity,
      clock,
      productName: config.PRODUCT_NAME,
      tellTwoStepChanged: createTwoStepChangedNotice({ mailer, mail, clock, backgroundWork }),
    }),
  };
}

/** What the device services take from the other areas: the device gate, the notification centre, the mail quotas. */
type DeviceServiceParts = Pick<SignInParts, 'linkMails' | 'mailQuota' | 'confirmIdentity'> & {
  deviceFor: DeviceGate;
  notifications: NotificationsService;
};

/** Devices and who sees them: the devices, their notification emails, geo-fence, sharing, groups and firmware. */
function createDeviceServices(
  { config, repositories: repos, clock, mailer, log, mail }: ServiceKit,
  { deviceFor, notifications, linkMails, mailQuota, confirmIdentity }: DeviceServiceParts,
) {
  const changeDevice = createDeviceChanger(repos.devices, clock);
  const notificationEmails = createNotificationEmailsService({
    deviceFor,
    changeDevice,
    confirmations: repos.notificationEmailConfirmations,
    mailer,
    clock,
    mail,
    quotas: {
      perAccount: createMailQuota({ sent: linkMails, perHour: config.NOTIFICATION_CONFIRMATIONS_PER_HOUR }),
      perAddress: mailQuota,
    },
  });
  const geofence = createGeofenceService({ deviceFor, changeDevice });
  const updateCalls = {
    fence: { check: geofence.checkFields, change: geofence.changeFields },
    setNotificationEmails: notificationEmails.replace,
  };
  return {
    devices: createDevicesService({ repository: repos.devices, shares: createDeviceShares(repos.shares), deviceFor, clock, updateCalls }),
    notificationEmails,
    geofence,
    sharing: createSharingService({
      shares: repos.shares,
      deviceFor,
      users: repos.users,
      mailer,
      clock,
      mail,
      notifications,
      log,
      confirmOwnerGrant: createOwnerGrantCheck(confirmIdentity),
    }),
    invitations: createInvitationsService({ invitations: repos.invitations, notifications, clock }),
    accountSharing: createAccountSharingService({ accountShares: repos.accountShares, users: repos.users, mailer, mail, log }),
    groups: createGroupsService({ repository: repos.groups, devices: repos.devices, clock }),
    firmware: createFirmwareService({ firmwares: repos.firmwares, commands: repos.commands, deviceFor, clock }),
  };
}

/**
 * Where devices have been: history, charts, trips, live links, the expensive reads' budget, history retention and the
 * map's places.
 */
function createHistoryServices(
  { config, repositories: repos, clock, cities, windowCounter, endLiveLink }: ServiceKit,
  deviceFor: DeviceGate,
) {
  return {
    map: createMapService(cities),
    history: createHistoryService({ history: repos.history, devices: repos.devices, deviceFor, clock }),
    historyCharts: createHistoryChartsService({ charts: repos.historyCharts, deviceFor }),
    trips: createTripsService({ trips: repos.trips, deviceFor }),
    liveLinks: createLiveLinksService({
      links: repos.liveLinks,
      deviceFor,
      clock,
      publicUrl: config.publicUrl,
      endLiveLink,
      socketSignIns: { counter: windowCounter('live-link-sockets', 60_000), perMinute: config.AUTH_RATE_LIMIT_PER_MINUTE },
    }),
    readBudget: createReadBudget({
      spent: windowCounter('expensive-reads', READ_BUDGET_WINDOW_MS),
      msPerMinute: config.EXPENSIVE_READS_MS_PER_MINUTE,
    }),
    historyRetention: createHistoryRetention({ repository: repos.historyRetention, clock, defaultDays: config.historyRetentionDays }),
  };
}

/** What dealers and sellers use: the spreadsheet upload of devices, the receiver accounts they make, and transfers. */
function createSellerServices(
  { repositories: repos, clock, mailer, backgroundWork, publishTransfer, log, mail }: ServiceKit,
  { deviceFor, notifications, billing }: { deviceFor: DeviceGate; notifications: NotificationsService; billing: BillingServices },
) {
  const notify = createTransferNotices({ mailer, mail, notifications, backgroundWork });
  const sales = billing.transferSales;
  const notices = createSettlementNotices({
    transfers: repos.transfers,
    sales,
    notify,
    notifyUndone: createTransferUndoneNotice({ mailer, mail, backgroundWork }),
  });
  return {
    deviceUpload: createDeviceUploadService({ repository: repos.deviceUpload, claims: repos.claims, clock }),
    receivers: createReceiverAccounts({
      users: repos.users,
      mailAccountLink: createAccountLinkMail({ tokens: repos.tokens, mailer, clock }),
      mail,
    }),
    transfers: createTransfersService({ deviceFor, users: repos.users, transfers: repos.transfers, sales, clock, notify, log }),
    settleStoppedTransfers: createTransferSettlement({ transfers: repos.transfers, sales, notices, clock, log }),
    waitingTransfers: createWaitingTransfersService({
      transfers: repos.transfers,
      users: repos.users,
      sales,
      notices,
      notify,
      publish: publishTransfer,
      clock,
      log,
    }),
  };
}

/** The second phase of the composition root: every service, from the repositories and the adapters, area by area. */
export function createServices(deps: ServicesDeps) {
  const { config, payments, repositories: repos, clock, mailer, counts, publishNotification, log } = deps;
  const kit: ServiceKit = {
    ...deps,
    mail: { productName: config.PRODUCT_NAME, publicUrl: config.publicUrl },
    windowCounter: (name, windowMs) => createWindowCounter({ store: counts, clock, name, windowMs }),
  };
  const deviceFor = createDeviceGate(repos.devices, clock);
  const notifications = createNotificationsService({
    repository: repos.notifications,
    clock,
    publish: publishNotification,
    retentionDays: config.NOTIFICATION_RETENTION_DAYS,
    log,
  });
  const billing = createBillingServices({
    payments,
    subscriptionRows: repos.subscriptions,
    paymentRows: repos.payments,
    claims: repos.claims,
    wrongCodes: kit.windowCounter('wrong-codes', CODE_ATTEMPTS_WINDOW_MS),
    paymentRecords: repos.paymentRecords,
    invoiceDevices: repos.invoiceDevices,
    clock,
    deviceFor,
    ownsTracker: (userId) => repos.devices.ownsDeviceOfType(userId, 'shield_gps'),
    transferWaits: (deviceId) => repos.transfers.waitsForReceiver(deviceId),
    mailer,
    mail: kit.mail,
    seller: config.seller,
    users: repos.users,
    tellPayer: (userId, message) =>
      notifications
        .tell([{ userId, kind: 'paymentDue', message, link: routeByName('user-settings-payments').path, device: null, place: null, reading: null }])
        .catch((error: unknown) => log.error({ err: error, userId }, 'a payment notice could not be stored')),
    background: (task) => deps.backgroundWork.start('Handling a payment event failed', {}, task),
    log,
  });

  const sellers = createSellerServices(kit, { deviceFor, notifications, billing });
  // A proven address moves the transfers waiting for it, after the answer.
  const signIn = createSignInServices(kit, (userId) =>
    deps.backgroundWork.start('moving the transfers waiting for a receiver failed', { userId }, () =>
      sellers.waitingTransfers.receiverVerified(userId),
    ),
  );
  return {
    ...signIn.services,
    ...createAccountServices(kit, signIn.parts),
    ...createDeviceServices(kit, { ...signIn.parts, deviceFor, notifications }),
    notifications,
    ...createHistoryServices(kit, deviceFor),
    billing,
    ...sellers,
  };
}

export type Services = ReturnType<typeof createServices>;
