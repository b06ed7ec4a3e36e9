import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BREAKPOINTS } from '@lodestar/contract';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { SectionLoader } from '../../components/section-loader';
import { CountryPopup } from '../../features/account';
import { DeviceSlotsContext } from '../../features/devices';
import { SideMenu, TopBar } from '../../features/navigation';
import { useRealtimeConnection } from '../../features/realtime';
import { useT } from '../../lib/i18n/use-t';
import { deviceSlots } from '../device-slots';
import { useRouteTitle } from '../route-handle';

/**
 * The signed-in shell: side menu, top bar and the page, the realtime connection behind them, and the country popup;
 * the device screens' room for the other features is filled here (deviceSlots).
 */
export function PortalLayout() {
  const t = useT();
  const permanentMenu = useMediaQuery(`(min-width:${BREAKPOINTS.mobileDrawer}px)`, { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const title = useRouteTitle();
  useRealtimeConnection();

  return (
    <DeviceSlotsContext value={deviceSlots}>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <SideMenu permanent={permanentMenu} open={menuOpen} onClose={() => setMenuOpen(false)} />
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <TopBar title={title} onOpenMenu={permanentMenu ? undefined : () => setMenuOpen(true)} />
          <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, sm: 3 } }}>
            <Suspense fallback={<SectionLoader label={t('common.loadingPage')} />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
        <CountryPopup />
      </Box>
    </DeviceSlotsContext>
  );
}
