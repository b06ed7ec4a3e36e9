import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/use-t';
import { useShares } from '../api/find-shares';
import { sharePersonName, shareStatusLabel } from '../share-labels';
import { PersonAvatar } from './person-avatar';

/** The people a device is shared with, as the share popup lists them: avatar, name or email, and status. */
export function SharedWithList({ deviceUUID }: { deviceUUID: string }) {
  const t = useT();
  const shares = useShares(deviceUUID);
  if (shares.isPending)
    return <Skeleton variant="rounded" height={56} role="status" aria-label={t('sharing.loadingShares')} />;
  if (shares.isError)
    return (
      <Typography color="error" variant="body2">
        {t('shareMessages.fetchFallback')}
      </Typography>
    );
  return (
    <List dense aria-label={t('sharing.sharedWith')} sx={{ maxHeight: 240, overflowY: 'auto' }}>
      {shares.data.map((share) => (
        <ListItem key={share._id} disableGutters>
          <ListItemAvatar>
            <PersonAvatar name={sharePersonName(share)} picture={share.user?.profilePicture} />
          </ListItemAvatar>
          <ListItemText
            primary={sharePersonName(share)}
            secondary={shareStatusLabel(t, share)}
            slotProps={{ primary: { noWrap: true } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
