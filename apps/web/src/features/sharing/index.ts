// The sharing feature's public entry: what the rest of the app uses of it.
export { DeviceSharingTab } from './components/device-sharing-tab';
export { PendingInvitationsBanner } from './components/pending-invitations-banner';
export { PersonAvatar } from './components/person-avatar';
export { RemoveAllSharingDialog } from './components/remove-all-sharing-dialog';
export { SharedWithCard } from './components/shared-with-card';
export { NoPeople, PeopleListSkeleton } from './components/sharing-list-states';
export { shareStatusLabel } from './share-labels';
