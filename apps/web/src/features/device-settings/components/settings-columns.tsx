import Box from '@mui/material/Box';
import { BREAKPOINTS } from '@lodestar/contract';
import type { ReactNode } from 'react';

/**
 * Sections one under another on phones; from the small-screen breakpoint (850 px) they flow down two columns, so
 * sections of different heights leave no gaps and the reading order stays the order on the page.
 */
export function SettingsColumns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        '& > *': { breakInside: 'avoid', mb: 2 },
        [`@media (min-width:${BREAKPOINTS.smallScreen}px)`]: { columnCount: 2, columnGap: 2 },
      }}
    >
      {children}
    </Box>
  );
}
