import Drawer from '@mui/material/Drawer';
import { SideMenuContent } from './side-menu-content';

export const SIDE_MENU_WIDTH = 264;

interface SideMenuProps {
  /** At 768 px and above the menu stays open beside the content; below, it slides over it. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

export function SideMenu({ permanent, open, onClose }: SideMenuProps) {
  const paperStyle = { width: SIDE_MENU_WIDTH, boxSizing: 'border-box' } as const;
  if (permanent) {
    return (
      <Drawer variant="permanent" sx={{ width: SIDE_MENU_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paperStyle }}>
        <SideMenuContent />
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{ '& .MuiDrawer-paper': paperStyle }}
    >
      <SideMenuContent onNavigate={onClose} />
    </Drawer>
  );
}
