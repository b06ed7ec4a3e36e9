import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../adapters/clock.js';
import type { Mailer, MailContext } from '../../adapters/mail/index.js';
import type { DeviceGate } from '../devices/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { UsersRepository } from '../users/index.js';
import { createDeviceShareList } from './device-share-list.js';
import { createInviteeMailer } from './invitee-mailer.js';
import type { ConfirmOwnerGrant } from './owner-grant.js';
import { createShareChanges } from './share-changes.js';
import { createShareCreation } from './share-creation.js';
import { createShareLookup } from './share-lookup.js';
import type { SharesRepository } from './shares.repository.js';

interface SharingServiceDeps {
  shares: SharesRepository;
  deviceFor: DeviceGate;
  users: Pick<UsersRepository, 'findById' | 'findByEmail'>;
  mailer: Mailer;
  clock: Clock;
  mail: MailContext;
  notifications: Pick<NotificationsService, 'tellEvent'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  confirmOwnerGrant: ConfirmOwnerGrant;
}

/** Device sharing, composed from its jobs: a device's shares as a whole, a new share, and changes to one. */
export function createSharingService({
  shares,
  deviceFor,
  users,
  mailer,
  clock,
  mail,
  notifications,
  log,
  confirmOwnerGrant,
}: SharingServiceDeps) {
  const mailInvitee = createInviteeMailer({ mailer, mail });
  const lookup = createShareLookup({ shares, deviceFor });
  return {
    ...createDeviceShareList({ shares, deviceFor }),
    ...createShareCreation({ shares, deviceFor, users, clock, notifications, log, confirmOwnerGrant, mailInvitee }),
    ...createShareChanges({ shares, lookup, users, clock, confirmOwnerGrant, mailInvitee }),
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
