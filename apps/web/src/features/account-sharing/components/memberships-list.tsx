import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { accountShareMessages, type AccountMembership } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { toast } from '../../../lib/toast';
import { PersonAvatar, NoPeople, PeopleListSkeleton } from '../../sharing';
import { useLeaveAccount, useMemberships } from '../api/memberships';

export const NO_MEMBERSHIPS_TEXT = 'No account is shared with you.';

/** The accounts shared with the caller; leaving one, after asking, takes its devices away. */
export function MembershipsList() {
  const memberships = useMemberships();
  const leave = useLeaveAccount();
  const [leaving, setLeaving] = useState<AccountMembership | null>(null);

  const leaveAccount = async (membership: AccountMembership) => {
    if (await toast.outcome(leave.mutateAsync(membership._id))) setLeaving(null);
  };

  if (memberships.isPending) return <PeopleListSkeleton label="Loading accounts shared with you" />;
  if (memberships.isError)
    return <ErrorState onRetry={() => void memberships.refetch()} />;
  if (memberships.data.length === 0) return <NoPeople text={NO_MEMBERSHIPS_TEXT} />;
  return (
    <>
      <List aria-label="Accounts shared with you">
        {memberships.data.map((membership) => (
          <ListItem
            key={membership._id}
            disableGutters
            secondaryAction={
              <Button size="small" aria-label={`Leave ${membership.owner.name}`} onClick={() => setLeaving(membership)}>
                Leave
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
          title="Leave account"
          message={accountShareMessages.confirmLeave}
          confirmLabel="Leave"
          pending={leave.isPending}
          onConfirm={() => void leaveAccount(leaving)}
          onClose={() => setLeaving(null)}
        />
      )}
    </>
  );
}
