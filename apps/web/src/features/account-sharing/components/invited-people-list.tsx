import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { accountShareMessages, type AccountShare } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { toast } from '../../../lib/toast';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { PersonAvatar, NoPeople, PeopleListSkeleton, shareStatusLabel } from '../../sharing';
import { useAccountShares, useRemoveAccountShare } from '../api/account-shares';

export const NO_INVITED_TEXT = 'You have not shared your account with anyone yet.';

/** The people the account is shared with, or waits for; each can be removed after asking. */
export function InvitedPeopleList() {
  const user = useSignedInUser();
  const shares = useAccountShares(user._id);
  const removal = useRemoveAccountShare(user._id);
  const [removing, setRemoving] = useState<AccountShare | null>(null);

  const remove = async (share: AccountShare) => {
    if (await toast.outcome(removal.mutateAsync(share._id))) setRemoving(null);
  };

  if (shares.isPending) return <PeopleListSkeleton label="Loading invited people" />;
  if (shares.isError)
    return <ErrorState onRetry={() => void shares.refetch()} />;
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
                    {shareStatusLabel(share)}
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
