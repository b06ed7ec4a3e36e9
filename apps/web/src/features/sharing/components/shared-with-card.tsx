import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mayOnDevice, type Device } from '@lodestar/contract';
import { useId } from 'react';
import { RouterLink } from '../../../components/router-link';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useDeviceShares } from '../api/device-shares';
import { sharePersonName } from '../share-labels';
import { PersonAvatar } from './person-avatar';

const AVATARS_SHOWN = 5;

/**
 * The Shared-with card of the info panel: the first avatars, how many there are, and the way
 * to the sharing tab. Only for those who may manage sharing (never the sharedUser role).
 */
export function SharedWithCard({ device }: { device: Device }) {
  const { roles } = useSignedInUser();
  if (!mayOnDevice('manageSharing', device.privilege, roles)) return null;
  return <SharedWithSummary device={device} />;
}

function SharedWithSummary({ device }: { device: Device }) {
  const t = useT();
  const titleId = useId();
  const shares = useDeviceShares(device.deviceUUID).data ?? [];
  const surplus = shares.length - AVATARS_SHOWN;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, mt: 2 }}>
      <Typography id={titleId} variant="subtitle2" component="h3" gutterBottom>
        {t('sharing.sharedWith')}
      </Typography>
      {shares.length > 0 && (
        <Stack direction="row" spacing={-1} sx={{ mb: 1 }} aria-hidden>
          {shares.slice(0, AVATARS_SHOWN).map((share) => (
            <PersonAvatar
              key={share._id}
              name={sharePersonName(share)}
              picture={share.user?.profilePicture}
              sx={{ width: 32, height: 32, fontSize: 14, border: 2, borderColor: 'background.paper' }}
            />
          ))}
          {surplus > 0 && (
            <Avatar sx={{ width: 32, height: 32, fontSize: 13, border: 2, borderColor: 'background.paper' }}>
              {t('sharing.card.more', { count: surplus })}
            </Avatar>
          )}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {t('sharing.card.count', { count: shares.length })}
        </Typography>
        <RouterLink to={pathTo('device-settings-sharing', { deviceUUID: device.deviceUUID })} variant="body2">
          {t('sharing.card.manage')}
        </RouterLink>
      </Stack>
    </Paper>
  );
}
