import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { Share } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';
import { InfoRow } from '../../devices';
import { privilegeLabel, securityLabel, shareExpiryText } from '../share-labels';
import { SharePerson } from './share-person';
import { ShareRowMenu, type ShareRowActions } from './share-row-menu';
import { ShareStatusChip } from './share-status-chip';

/** The sharing table on a narrow screen: one card per share with the same facts. */
export function SharingCards({ shares, ...actions }: { shares: Share[] } & ShareRowActions) {
  const t = useT();
  return (
    <Stack component="ul" aria-label={t('sharing.sharedWith')} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {shares.map((share) => (
        <Card key={share._id} component="li" variant="outlined">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <SharePerson share={share} />
              </Box>
              <ShareRowMenu share={share} {...actions} />
            </Stack>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 1,
                typography: 'body2',
              }}
            >
              <InfoRow label={t('sharing.status')}>
                <ShareStatusChip share={share} />
              </InfoRow>
              <InfoRow label={t('sharing.security')}>{securityLabel(t, share.securityLevel)}</InfoRow>
              <InfoRow label={t('sharing.privileges')}>{privilegeLabel(t, share.accessRightsFlag)}</InfoRow>
              <InfoRow label={t('sharing.expires')}>{shareExpiryText(share)}</InfoRow>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
