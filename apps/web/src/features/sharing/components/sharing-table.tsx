import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Share } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';
import { privilegeLabel, securityLabel, shareExpiryText } from '../share-labels';
import { SharePerson } from './share-person';
import { ShareRowMenu, type ShareRowActions } from './share-row-menu';
import { ShareStatusChip } from './share-status-chip';

/** The sharing table on a screen wide enough for its columns. */
export function SharingTable({ shares, ...actions }: { shares: Share[] } & ShareRowActions) {
  const t = useT();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('sharing.sharedWith')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('sharing.sharedWith')}</TableCell>
            <TableCell>{t('sharing.status')}</TableCell>
            <TableCell>{t('sharing.security')}</TableCell>
            <TableCell>{t('sharing.privileges')}</TableCell>
            <TableCell>{t('sharing.expires')}</TableCell>
            <TableCell align="right" aria-label={t('sharing.options')} />
          </TableRow>
        </TableHead>
        <TableBody>
          {shares.map((share) => (
            <TableRow key={share._id}>
              <TableCell sx={{ maxWidth: 280 }}>
                <SharePerson share={share} />
              </TableCell>
              <TableCell>
                <ShareStatusChip share={share} />
              </TableCell>
              <TableCell>{securityLabel(t, share.securityLevel)}</TableCell>
              <TableCell>{privilegeLabel(t, share.accessRightsFlag)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{shareExpiryText(share)}</TableCell>
              <TableCell align="right">
                <ShareRowMenu share={share} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
