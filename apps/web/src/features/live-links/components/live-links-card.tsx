import AddLink from '@mui/icons-material/AddLink';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIVE_LINKS_MAX_ACTIVE, type Device, type LiveLink } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageSection } from '../../../components/page-section';
import { formatDateTime } from '../../../lib/date-time';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useLiveLinks, useRevokeLiveLink } from '../api/live-links';
import { CreateLiveLinkDialog } from './create-live-link-dialog';

/** When and by whom the link was made, and when it ends or ended. */
function linkSummary(t: Translate, link: LiveLink): string {
  const time = formatDateTime(link.createdAt);
  const made = link.createdBy
    ? t('liveLinks.madeBy', { time, name: link.createdBy.name || link.createdBy.email })
    : t('liveLinks.made', { time });
  const end =
    link.state === 'active'
      ? t('liveLinks.ends', { time: formatDateTime(link.expiresAt) })
      : link.state === 'expired'
        ? t('liveLinks.ended', { time: formatDateTime(link.expiresAt) })
        : link.revokedAt
          ? t('liveLinks.revokedAt', { time: formatDateTime(link.revokedAt) })
          : t('liveLinks.revokedNoTime');
  return t('liveLinks.summary', { made, end });
}

function openedText(t: Translate, link: LiveLink): string {
  const opened = link.lastOpenedAt
    ? t('liveLinks.opened', { count: link.opens, time: formatDateTime(link.lastOpenedAt) })
    : t('liveLinks.notOpened');
  return `${opened}${link.showTrack ? t('liveLinks.showsRoute') : ''}`;
}

function LinkItem({ link, onRevoke }: { link: LiveLink; onRevoke: (link: LiveLink) => void }) {
  const t = useT();
  const active = link.state === 'active';
  return (
    <ListItem
      divider
      secondaryAction={
        active && (
          <Button
            size="small"
            color="error"
            aria-label={t('liveLinks.revokeLabel', { time: formatDateTime(link.createdAt) })}
            onClick={() => onRevoke(link)}
          >
            {t('liveLinks.revoke')}
          </Button>
        )
      }
      sx={{ pr: active ? 12 : 2 }}
    >
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} component="span">
            <Chip
              size="small"
              label={t(`liveLinks.state.${link.state}`)}
              color={active ? 'success' : 'default'}
              component="span"
            />
            <span>{openedText(t, link)}</span>
          </Stack>
        }
        secondary={linkSummary(t, link)}
      />
    </ListItem>
  );
}

function LinkList({ onRevoke, ...links }: ReturnType<typeof useLiveLinks> & { onRevoke: (link: LiveLink) => void }) {
  const t = useT();
  if (links.data)
    return links.data.data.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        {t('liveLinks.none')}
      </Typography>
    ) : (
      <List dense aria-label={t('liveLinks.title')} disablePadding>
        {links.data.data.map((link) => (
          <LinkItem key={link._id} link={link} onRevoke={onRevoke} />
        ))}
      </List>
    );
  if (links.isError) return <ErrorState onRetry={() => void links.refetch()} />;
  return <Skeleton variant="rounded" height={72} role="status" aria-label={t('liveLinks.loading')} />;
}

/** The Live links of the device's Sharing settings: make one, the list, and Revoke after asking. */
export function LiveLinksCard({ device }: { device: Device }) {
  const t = useT();
  const links = useLiveLinks(device._id);
  const revocation = useRevokeLiveLink(device._id);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<LiveLink | null>(null);
  const active = links.data?.data.filter((link) => link.state === 'active').length ?? 0;
  const revoke = async (link: LiveLink) => {
    if (await toast.outcome(revocation.mutateAsync(link._id))) setRevoking(null);
  };
  return (
    <PageSection title={t('liveLinks.title')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('liveLinks.intro')}</Typography>
        <Button
          variant="outlined"
          startIcon={<AddLink />}
          disabled={!links.data || active >= LIVE_LINKS_MAX_ACTIVE}
          onClick={() => setCreating(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('liveLinks.new')}
        </Button>
        <LinkList {...links} onRevoke={setRevoking} />
      </Stack>
      {creating && <CreateLiveLinkDialog deviceId={device._id} onClose={() => setCreating(false)} />}
      {revoking && (
        <ConfirmDialog
          title={t('liveLinks.revokeTitle')}
          message={t('liveLinks.revokeMessage')}
          confirmLabel={t('liveLinks.revoke')}
          pending={revocation.isPending}
          onConfirm={() => void revoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      )}
    </PageSection>
  );
}
