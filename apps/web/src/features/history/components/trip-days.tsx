import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TripDay } from '@lodestar/contract';
import { distanceText, durationText } from '../trip-format';

/** "2026-11-02" as the portal writes dates: 02/11/2026. */
const portalDay = (date: string) => date.split('-').reverse().join('/');

/** Each day of the range that holds a trip or a stop: how far, how long moving, how many stops. */
export function TripDays({ days }: { days: readonly TripDay[] }) {
  return (
    // A phone's width holds the four columns once the cells are narrower; anything wider scrolls, never wraps.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Daily summary" sx={{ '& th, & td': { px: 1, whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell align="right">Distance</TableCell>
            <TableCell align="right">Moving</TableCell>
            <TableCell align="right">Stops</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => (
            <TableRow key={day.date}>
              <TableCell>{portalDay(day.date)}</TableCell>
              <TableCell align="right">{distanceText(day.distance)}</TableCell>
              <TableCell align="right">{durationText(day.movingSeconds)}</TableCell>
              <TableCell align="right">{day.stops}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
