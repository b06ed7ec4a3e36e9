import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import type { AccountShare } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { PersonAvatar, NoPeople, PeopleListSkeleton, shareStatusLabel } from '../../sharing';
import { useAccountShares, useRemoveAccountShare } from '../api/account-shares';

/** The people the account is shared with, or waits for; each can be removed after asking. */
export function InvitedPeopleList() {
  const t = useT();
  const user = useSignedInUser();
  const shares = useAccountShares(user._id);
  const removal = useRemoveAccountShare(user._id);
  const [removing, setRemoving] = useState<AccountShare | null>(null);

  const remove = async (share: AccountShare) => {
    if (await toast.outcome(removal.mutateAsync(share._id))) setRemoving(null);
  };

  if (shares.isPending) return <PeopleListSkeleton label={t('accountSharing.invited.loading')} />;
  if (shares.isError) return <ErrorState onRetry={() => void shares.refetch()} />;
  if (shares.data.length === 0) return <NoPeople text={t('accountSharing.invited.none')} />;
  return (
    <>
      <List aria-label={t('accountSharing.invited.list')}>
        {shares.data.map((share) => {
          const name = share.member?.name || share.email;
          const status = shareStatusLabel(t, share);
          return (
            <ListItem
              key={share._id}
              disableGutters
              secondaryAction={
                <Button
                  color="error"
                  size="small"
                  aria-label={t('accountSharing.invited.removeLabel', { name })}
                  onClick={() => setRemoving(share)}
                >
                  {t('accountSharing.invited.remove')}
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
                  share.member ? t('accountSharing.invited.emailAndStatus', { email: share.email, status }) : status
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
          title={t('accountSharing.invited.removeTitle')}
          message={t('accountShareMessages.confirmRemoval')}
          confirmLabel={t('accountSharing.invited.remove')}
          pending={removal.isPending}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
