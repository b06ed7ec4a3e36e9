import type { Database } from '../db/client.js';
import { createAccountSharesRepository } from '../modules/account-sharing/index.js';
import { createEmailChangeRepository } from '../modules/account/index.js';
import { createApiKeysRepository } from '../modules/api-keys/index.js';
import {
  createAuthTokensRepository,
  createKnownBrowsersRepository,
  createSessionsRepository,
  createSignUpDecoysRepository,
} from '../modules/auth/index.js';
import { createCommandQueueRepository } from '../modules/device-commands/index.js';
import { createDevicesRepository, createNotificationEmailConfirmationsRepository, releaseAccountDevices } from '../modules/devices/index.js';
import { createFirmwaresRepository } from '../modules/firmware/index.js';
import { createGroupsRepository } from '../modules/groups/index.js';
import { createTrustedBrowsersRepository, createTwoFactorRepository } from '../modules/two-factor/index.js';
import {
  createHistoryChartsRepository,
  createHistoryRepository,
  createHistoryRetentionRepository,
  createTripsRepository,
} from '../modules/history/index.js';
import { createLiveLinksRepository } from '../modules/live-links/index.js';
import { createOutboxRepository } from '../modules/mail/index.js';
import { createNotificationsRepository } from '../modules/notifications/index.js';
import { createTransfersRepository } from '../modules/transfers/index.js';
import {
  createInvoiceDevicesRepository,
  createPaymentRecordsRepository,
  createPaymentsRepository,
} from '../modules/payments/index.js';
import { createSubscriptionsRepository } from '../modules/subscriptions/index.js';
import { createClaimsRepository } from '../db/claims.js';
import { createJobLeasesRepository } from '../db/job-leases.js';
import { createDeviceUploadRepository } from '../modules/device-upload/index.js';
import { createInvitationsRepository, createSharesRepository } from '../modules/sharing/index.js';
import { createSpentCaptchasRepository } from '../modules/system/index.js';
import { createAdminUsersRepository, createUsersRepository } from '../modules/users/index.js';

/** The first phase of the composition root: every repository, each over the same database. */
export function createRepositories(db: Database) {
  return {
    users: createUsersRepository(db),
    adminUsers: createAdminUsersRepository(db, releaseAccountDevices),
    transfers: createTransfersRepository(db),
    sessions: createSessionsRepository(db),
    signUpDecoys: createSignUpDecoysRepository(db),
    tokens: createAuthTokensRepository(db),
    knownBrowsers: createKnownBrowsersRepository(db),
    trustedBrowsers: createTrustedBrowsersRepository(db),
    twoFactor: createTwoFactorRepository(db),
    emailChanges: createEmailChangeRepository(db),
    apiKeys: createApiKeysRepository(db),
    devices: createDevicesRepository(db),
    notificationEmailConfirmations: createNotificationEmailConfirmationsRepository(db),
    commands: createCommandQueueRepository(db),
    firmwares: createFirmwaresRepository(db),
    history: createHistoryRepository(db),
    historyCharts: createHistoryChartsRepository(db),
    trips: createTripsRepository(db),
    liveLinks: createLiveLinksRepository(db),
    historyRetention: createHistoryRetentionRepository(db),
    shares: createSharesRepository(db),
    invitations: createInvitationsRepository(db),
    accountShares: createAccountSharesRepository(db),
    groups: createGroupsRepository(db),
    notifications: createNotificationsRepository(db),
    outbox: createOutboxRepository(db),
    spentCaptchas: createSpentCaptchasRepository(db),
    subscriptions: createSubscriptionsRepository(db),
    payments: createPaymentsRepository(db),
    claims: createClaimsRepository(db),
    jobLeases: createJobLeasesRepository(db),
    deviceUpload: createDeviceUploadRepository(db),
    paymentRecords: createPaymentRecordsRepository(db),
    invoiceDevices: createInvoiceDevicesRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
