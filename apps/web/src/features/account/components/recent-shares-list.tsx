import { RECENT_SHARES_ANCHOR, type Language, type RecentShare } from '@lodestar/contract';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/date-time';
import { useShownLanguage } from '../../../lib/i18n/language-provider';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { revokeShare } from '../api/revoke-share';

/** When a share began: English keeps the list's own format, the other languages write it as their readers do. */
const startedAt = (language: Language, start: string) =>
  language === 'en' ? dayjs(start).format('D MMM YYYY HH:mm') : formatDateTime(start);

interface RecentShareItemProps {
  share: RecentShare;
  revoking: boolean;
  onRevoke: () => void;
}

/** A share in the list: the device, whom it is shared with, the access and when it began, and its Revoke. */
function RecentShareItem({ share, revoking, onRevoke }: RecentShareItemProps) {
  const t = useT();
  const language = useShownLanguage();
  const names = { device: share.deviceName, email: share.sharedUserWithEmail };
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Button
          size="small"
          color="error"
          loading={revoking}
          aria-label={t('account.recentShares.revokeLabel', names)}
          onClick={onRevoke}
        >
          {t('accountMessages.revokeShare')}
        </Button>
      }
    >
      <ListItemText
        primary={t('account.recentShares.share', names)}
        secondary={t('account.recentShares.detail', {
          privilege: t(`sharePrivilegeLabels.${share.accessRightsFlag}`),
          time: startedAt(language, share.startDate),
        })}
      />
    </ListItem>
  );
}

/**
 * The device shares the account made in the last days, as a password change answers them: a stolen session may have
 * shared the devices, and shares outlive the new password. Each has a one-click Revoke. `scrollIntoView`: the page
 * opened at the list (its anchor), which only exists once loaded, so the browser could not scroll to it.
 */
export function RecentSharesList({
  shares,
  scrollIntoView = false,
}: {
  shares: RecentShare[];
  scrollIntoView?: boolean;
}) {
  const t = useT();
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (scrollIntoView) section.current?.scrollIntoView?.({ block: 'start' });
  }, [scrollIntoView]);
  const [left, setLeft] = useState(shares);
  const [revoking, setRevoking] = useState<string | null>(null);

  const revoke = async (id: string) => {
    setRevoking(id);
    const done = await toast.settled(() => revokeShare(id), t('messages.removedSuccessfully'));
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
        {t('accountMessages.recentSharesTitle')}
      </Typography>
      {left.length === 0 ? (
        <Typography variant="body2">{t('accountMessages.recentSharesNone')}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('accountMessages.recentSharesHint')}
          </Typography>
          <List dense disablePadding>
            {left.map((share) => (
              <RecentShareItem
                key={share._id}
                share={share}
                revoking={revoking === share._id}
                onRevoke={() => void revoke(share._id)}
              />
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
