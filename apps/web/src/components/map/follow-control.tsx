import LocationSearching from '@mui/icons-material/LocationSearching';
import MyLocation from '@mui/icons-material/MyLocation';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type L from 'leaflet';
import { useT } from '../../lib/i18n/use-t';
import { mapSide } from './map-side';
import { useFollowLatest } from './use-follow-latest';

interface FollowControlProps {
  /** The device's latest position, kept in view while following. */
  latest: L.LatLngTuple | undefined;
  /** Following starts again whenever this changes (null: leave it as it is for now). */
  followKey: string | number | null;
}

/** Keeps the map on a moving device, with the on-map button that turns following on and off. */
export function FollowControl({ latest, followKey }: FollowControlProps) {
  const t = useT();
  const { following, setFollowing } = useFollowLatest(latest, followKey);
  if (!latest) return null;
  return (
    <Tooltip title={t(following ? 'map.following' : 'map.follow')} placement="left">
      <IconButton
        aria-label={t('map.follow')}
        aria-pressed={following}
        color={following ? 'primary' : 'default'}
        size="small"
        onClick={() => setFollowing(!following)}
        // Top right in every language, clear of the zoom buttons (top left): the map is not mirrored.
        sx={(theme) => ({
          position: 'absolute',
          zIndex: 1000,
          top: 10,
          ...mapSide(theme, 'right', 10),
          bgcolor: 'background.paper',
          boxShadow: 2,
          '&:hover': { bgcolor: 'grey.100' },
        })}
      >
        {following ? <MyLocation fontSize="small" /> : <LocationSearching fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
