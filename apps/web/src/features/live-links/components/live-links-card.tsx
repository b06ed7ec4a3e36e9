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
import { toast } from '../../../lib/toast';
import { useLiveLinks, useRevokeLiveLink } from '../api/live-links';
import { CreateLiveLinkDialog } from './create-live-link-dialog';

const stateChip: Record<LiveLink['state'], { label: string; color: 'success' | 'default' }> = {
  active: { label: 'Active', color: 'success' },
  expired: { label: 'Expired', color: 'default' },
  revoked: { label: 'Revoked', color: 'default' },
};

function linkSummary(link: LiveLink): string {
  const by = link.createdBy ? ` by ${link.createdBy.name || link.createdBy.email}` : '';
  const ends =
    link.state === 'revoked'
      ? `revoked ${formatDateTime(link.revokedAt!)}`
      : `${link.state === 'active' ? 'ends' : 'ended'} ${formatDateTime(link.expiresAt)}`;
  return `Made ${formatDateTime(link.createdAt)}${by}; ${ends}`;
}

const openedText = (link: LiveLink) =>
  link.opens === 0
    ? 'Not opened yet'
    : `Opened ${link.opens} time${link.opens === 1 ? '' : 's'}, last ${formatDateTime(link.lastOpenedAt!)}`;

function LinkItem({ link, onRevoke }: { link: LiveLink; onRevoke: (link: LiveLink) => void }) {
  const chip = stateChip[link.state];
  return (
    <ListItem
      divider
      secondaryAction={
        link.state === 'active' && (
          <Button size="small" color="error" onClick={() => onRevoke(link)}>
            Revoke
          </Button>
        )
      }
      sx={{ pr: link.state === 'active' ? 12 : 2 }}
    >
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} component="span">
            <Chip size="small" label={chip.label} color={chip.color} component="span" />
            <span>{`${openedText(link)}${link.showTrack ? ' · shows the route' : ''}`}</span>
          </Stack>
        }
        secondary={linkSummary(link)}
      />
    </ListItem>
  );
}

/** The Live links of the device's Sharing settings: make one, the list, and Revoke after asking. */
export function LiveLinksCard({ device }: { device: Device }) {
  const links = useLiveLinks(device._id);
  const revocation = useRevokeLiveLink(device._id);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<LiveLink | null>(null);
  const active = links.data?.data.filter((link) => link.state === 'active').length ?? 0;
  const revoke = async (link: LiveLink) => {
    if (await toast.outcome(revocation.mutateAsync(link._id))) setRevoking(null);
  };
  return (
    <PageSection title="Live links">
      <Stack spacing={2}>
        <Typography color="text.secondary">
          A live link shows where this device is, and nothing else, to anyone who opens it, without an account, until it
          ends or you revoke it.
        </Typography>
        <Button
          variant="outlined"
          startIcon={<AddLink />}
          disabled={!links.data || active >= LIVE_LINKS_MAX_ACTIVE}
          onClick={() => setCreating(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          New live link
        </Button>
        {links.data ? (
          links.data.data.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No live links yet.
            </Typography>
          ) : (
            <List dense aria-label="Live links" disablePadding>
              {links.data.data.map((link) => (
                <LinkItem key={link._id} link={link} onRevoke={setRevoking} />
              ))}
            </List>
          )
        ) : links.isError ? (
          <ErrorState onRetry={() => void links.refetch()} />
        ) : (
          <Skeleton variant="rounded" height={72} role="status" aria-label="Loading live links" />
        )}
      </Stack>
      {creating && <CreateLiveLinkDialog deviceId={device._id} onClose={() => setCreating(false)} />}
      {revoking && (
        <ConfirmDialog
          title="Revoke this live link?"
          message="Whoever has the link stops seeing the device at once. This cannot be undone."
          confirmLabel="Revoke"
          pending={revocation.isPending}
          onConfirm={() => void revoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      )}
    </PageSection>
  );
}
