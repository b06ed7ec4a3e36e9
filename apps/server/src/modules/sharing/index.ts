// The sharing module's public entry: what the rest of the server uses of it.
export { createDeviceShares } from './device-shares.js';
export { accountInvitationMail, invitationLanguage, mailFailure, verifiedAccount } from './invitation-mails.js';
export { createInvitationsRepository, type WaitingInvitations } from './invitations.repository.js';
export { invitationsRoutes } from './invitations.routes.js';
export { createInvitationsService } from './invitations.service.js';
export { createOwnerGrantCheck } from './owner-grant.js';
export { createSharesRepository } from './shares.repository.js';
export { sharingRoutes } from './sharing.routes.js';
export { createSharingService } from './sharing.service.js';
