import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { OfflineBanner } from '../../components/offline-banner';

/**
 * A card centred on the page that still fits a 375 px screen: the frame of sign-in and its siblings. The offline
 * banner above the card is left out of a card that is about being offline itself.
 */
export function CenteredPage({ children, offlineBanner = true }: { children: ReactNode; offlineBanner?: boolean }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        background: 'linear-gradient(160deg, #1b2a4a 0%, #2c4470 45%, #eef1f7 45.1%)',
      }}
    >
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 460 }}>
        {offlineBanner && <OfflineBanner />}
        <Paper elevation={3} sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          {children}
        </Paper>
      </Stack>
    </Box>
  );
}
