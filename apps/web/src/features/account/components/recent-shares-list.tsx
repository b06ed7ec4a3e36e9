import {
  accountMessages,
  messages,
  RECENT_SHARES_ANCHOR,
  sharePrivilegeLabels,
  type RecentShare,
} from '@lodestar/contract';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { revokeShare } from '../api/revoke-share';

/**
 * The device shares the account made in the last days, as a password change answers them: a stolen session may have
 * shared the devices, and shares outlive the new password. Each has a one-click Revoke. `scrollIntoView`: the page
 * opened at the list (its anchor), which only exists once loaded, so the browser could not scroll to it.
 */
export function RecentSharesList({ shares, scrollIntoView = false }: { shares: RecentShare[]; scrollIntoView?: boolean }) {
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (scrollIntoView) section.current?.scrollIntoView?.({ block: 'start' });
  }, [scrollIntoView]);
  const [left, setLeft] = useState(shares);
  const [revoking, setRevoking] = useState<string | null>(null);

  const revoke = async (id: string) => {
    setRevoking(id);
    const done = await toast.settled(() => revokeShare(id), messages.removedSuccessfully);
    setRevoking(null);
    if (done) setLeft((current) => current.filter((share) => share._id !== id));
  };

  return (
    <Stack
      ref={section}
      component="section"
      id={RECENT_SHARES_ANCHOR}
      aria-labelledby={titleId}
      spacing={1}
      // Clear of the page's fixed top bar when scrolled to.
      sx={{ scrollMarginTop: 96 }}
    >
      <Typography id={titleId} variant="subtitle2" component="h4">
        {accountMessages.recentSharesTitle}
      </Typography>
      {left.length === 0 ? (
        <Typography variant="body2">{accountMessages.recentSharesNone}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {accountMessages.recentSharesHint}
          </Typography>
          <List dense disablePadding>
            {left.map((share) => (
              <ListItem
                key={share._id}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    color="error"
                    loading={revoking === share._id}
                    aria-label={`${accountMessages.revokeShare} ${share.deviceName} for ${share.sharedUserWithEmail}`}
                    onClick={() => void revoke(share._id)}
                  >
                    {accountMessages.revokeShare}
                  </Button>
                }
              >
                <ListItemText
                  primary={`${share.deviceName} · ${share.sharedUserWithEmail}`}
                  secondary={`${sharePrivilegeLabels[share.accessRightsFlag]} · ${dayjs(share.startDate).format('D MMM YYYY HH:mm')}`}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
