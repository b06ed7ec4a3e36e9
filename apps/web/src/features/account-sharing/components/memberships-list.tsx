import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import type { AccountMembership } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { PersonAvatar, NoPeople, PeopleListSkeleton } from '../../sharing';
import { useLeaveAccount, useMemberships } from '../api/memberships';

/** The accounts shared with the caller; leaving one, after asking, takes its devices away. */
export function MembershipsList() {
  const t = useT();
  const memberships = useMemberships();
  const leave = useLeaveAccount();
  const [leaving, setLeaving] = useState<AccountMembership | null>(null);

  const leaveAccount = async (membership: AccountMembership) => {
    if (await toast.outcome(leave.mutateAsync(membership._id))) setLeaving(null);
  };

  if (memberships.isPending) return <PeopleListSkeleton label={t('accountSharing.memberships.loading')} />;
  if (memberships.isError) return <ErrorState onRetry={() => void memberships.refetch()} />;
  if (memberships.data.length === 0) return <NoPeople text={t('accountSharing.memberships.none')} />;
  return (
    <>
      <List aria-label={t('accountSharing.sharedWithYou')}>
        {memberships.data.map((membership) => (
          <ListItem
            key={membership._id}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                aria-label={t('accountSharing.memberships.leaveLabel', { name: membership.owner.name })}
                onClick={() => setLeaving(membership)}
              >
                {t('accountSharing.memberships.leave')}
              </Button>
            }
            sx={{ pr: 10 }}
          >
            <ListItemAvatar>
              <PersonAvatar name={membership.owner.name} picture={membership.owner.profilePicture} />
            </ListItemAvatar>
            <ListItemText
              primary={membership.owner.name}
              secondary={membership.owner.email}
              slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
            />
          </ListItem>
        ))}
      </List>
      {leaving && (
        <ConfirmDialog
          open
          title={t('accountSharing.memberships.leaveTitle')}
          message={t('accountShareMessages.confirmLeave')}
          confirmLabel={t('accountSharing.memberships.leave')}
          pending={leave.isPending}
          onConfirm={() => void leaveAccount(leaving)}
          onClose={() => setLeaving(null)}
        />
      )}
    </>
  );
}
