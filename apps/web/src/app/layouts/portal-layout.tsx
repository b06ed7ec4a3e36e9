import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BREAKPOINTS } from '@lodestar/contract';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { SectionLoader } from '../../components/section-loader';
import { CountryPopup } from '../../features/account/components/country-popup';
import { SideMenu } from '../../features/navigation/components/side-menu';
import { TopBar } from '../../features/navigation/components/top-bar';
import { useRealtimeConnection } from '../../features/realtime/use-realtime-connection';
import { useRouteTitle } from '../route-handle';

/** The signed-in shell: side menu, top bar and the page, the realtime connection behind them, and the country popup. */
export function PortalLayout() {
  const permanentMenu = useMediaQuery(`(min-width:${BREAKPOINTS.mobileDrawer}px)`, { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const title = useRouteTitle();
  useRealtimeConnection();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SideMenu permanent={permanentMenu} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar title={title} onOpenMenu={permanentMenu ? undefined : () => setMenuOpen(true)} />
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, sm: 3 } }}>
          <Suspense fallback={<SectionLoader label="Loading page" />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <CountryPopup />
    </Box>
  );
}
