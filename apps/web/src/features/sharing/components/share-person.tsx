import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Share } from '@lodestar/contract';
import { sharePersonName } from '../share-labels';
import { PersonAvatar } from './person-avatar';

/** Who a share is with: their avatar and name, with the address under it once the name is known. */
export function SharePerson({ share }: { share: Share }) {
  const name = sharePersonName(share);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <PersonAvatar name={name} picture={share.user?.profilePicture} sx={{ width: 36, height: 36 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {name}
        </Typography>
        {name !== share.sharedUserWithEmail && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {share.sharedUserWithEmail}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
