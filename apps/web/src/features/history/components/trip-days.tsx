import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TripDay } from '@lodestar/contract';
import { formatDay } from '../../../lib/date-time';
import { useT } from '../../../lib/i18n/use-t';
import { distanceText, durationText } from '../trip-format';

/** Each day of the range that holds a trip or a stop: how far, how long moving, how many stops. */
export function TripDays({ days }: { days: readonly TripDay[] }) {
  const t = useT();
  return (
    // A phone's width holds the four columns once the cells are narrower; anything wider scrolls, never wraps.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('trips.days.label')} sx={{ '& th, & td': { px: 1, whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('trips.days.date')}</TableCell>
            <TableCell align="right">{t('trips.days.distance')}</TableCell>
            <TableCell align="right">{t('trips.days.moving')}</TableCell>
            <TableCell align="right">{t('trips.days.stops')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => (
            <TableRow key={day.date}>
              <TableCell>{formatDay(day.date)}</TableCell>
              <TableCell align="right">{distanceText(t, day.distance)}</TableCell>
              <TableCell align="right">{durationText(t, day.movingSeconds)}</TableCell>
              <TableCell align="right">{day.stops}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
