import type { Database } from '../../db/client.js';
import { createInvitationAnswers } from './invitation-answers.repository.js';
import { createPendingInvitations } from './pending-invitations.repository.js';


/** The invitations to device and account shares, composed from the pending ones and the answers to them. */
export function createInvitationsRepository(db: Database) {
  return { ...createPendingInvitations(db), ...createInvitationAnswers(db) };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
/** What the account flows need: attaching waiting invitations once an address is proven. */
export type WaitingInvitations = Pick<InvitationsRepository, 'attachWaiting'>;
