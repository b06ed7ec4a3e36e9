import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { accountShareMessages, messages, shareMessages, type AccountShare } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { toast } from '../../../lib/toast';
import { useSignedInUser } from '../../auth/hooks/signed-in-user';
import { PersonAvatar } from '../../sharing/components/person-avatar';
import { useAccountShares, useRemoveAccountShare } from '../api/account-shares';
import { NoPeople, PeopleSkeleton } from './people-list-states';

export const NO_INVITED_TEXT = 'You have not shared your account with anyone yet.';

/** The people the account is shared with, or waits for; each can be removed after asking. */
export function InvitedPeopleList() {
  const user = useSignedInUser();
  const shares = useAccountShares(user._id);
  const removal = useRemoveAccountShare(user._id);
  const [removing, setRemoving] = useState<AccountShare | null>(null);

  const remove = async (share: AccountShare) => {
    try {
      await removal.mutateAsync(share._id);
      toast.success(messages.removedSuccessfully);
      setRemoving(null);
    } catch (error) {
      toast.error(error);
    }
  };

  if (shares.isPending) return <PeopleSkeleton label="Loading invited people" />;
  if (shares.isError)
    return <ErrorState message={accountShareMessages.fetchFallback} onRetry={() => void shares.refetch()} />;
  if (shares.data.length === 0) return <NoPeople text={NO_INVITED_TEXT} />;
  return (
    <>
      <List aria-label="People you share your account with">
        {shares.data.map((share) => {
          const name = share.member?.name || share.email;
          return (
            <ListItem
              key={share._id}
              disableGutters
              secondaryAction={
                <Button color="error" size="small" aria-label={`Remove ${name}`} onClick={() => setRemoving(share)}>
                  Remove
                </Button>
              }
              sx={{ pr: 10 }}
            >
              <ListItemAvatar>
                <PersonAvatar name={name} picture={share.member?.profilePicture} />
              </ListItemAvatar>
              <ListItemText
                primary={name}
                secondary={
                  <>
                    {share.member && `${share.email} · `}
                    {share.isAcceptedFlag === 1 ? shareMessages.accepted : shareMessages.pendingAcceptance}
                  </>
                }
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItem>
          );
        })}
      </List>
      {removing && (
        <ConfirmDialog
          open
          title="Stop sharing your account"
          message={accountShareMessages.confirmRemoval}
          confirmLabel="Remove"
          pending={removal.isPending}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
