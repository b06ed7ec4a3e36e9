import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Share } from '@lodestar/contract';
import { privilegeLabel, securityLabel, shareExpiryText } from '../share-labels';
import { SharePerson } from './share-person';
import { ShareRowMenu, type ShareRowActions } from './share-row-menu';
import { ShareStatusChip } from './share-status-chip';

/** The sharing table on a screen wide enough for its columns. */
export function SharingTable({ shares, ...actions }: { shares: Share[] } & ShareRowActions) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Shared with">
        <TableHead>
          <TableRow>
            <TableCell>Shared with</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Security</TableCell>
            <TableCell>Privileges</TableCell>
            <TableCell>Expires</TableCell>
            <TableCell align="right" aria-label="Options" />
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
              <TableCell>{securityLabel(share.securityLevel)}</TableCell>
              <TableCell>{privilegeLabel(share.accessRightsFlag)}</TableCell>
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
