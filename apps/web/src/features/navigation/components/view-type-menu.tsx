import Check from '@mui/icons-material/Check';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import ViewList from '@mui/icons-material/ViewList';
import ViewModule from '@mui/icons-material/ViewModule';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { usePopupAnchor } from '../../../lib/use-popup-anchor';
import { viewTypes, type ViewType } from '@lodestar/contract';
import type { ReactNode } from 'react';
import { useAppStore } from '../../../lib/store';

const viewTypeOptions: Record<ViewType, { label: string; icon: ReactNode }> = {
  combo: { label: 'Combo view', icon: <ViewCarousel /> },
  grid: { label: 'Grid view', icon: <ViewModule /> },
  list: { label: 'List view', icon: <ViewList /> },
};

export function ViewTypeMenu() {
  const viewType = useAppStore((state) => state.viewType);
  const setViewType = useAppStore((state) => state.setViewType);
  const popup = usePopupAnchor();

  return (
    <>
      <IconButton
        aria-label="View type"
        {...popup.triggerProps}
      >
        {viewTypeOptions[viewType].icon}
      </IconButton>
      <Menu anchorEl={popup.anchor} open={popup.open} onClose={popup.close}>
        {viewTypes.map((type) => (
          <MenuItem
            key={type}
            selected={type === viewType}
            onClick={() => {
              setViewType(type);
              popup.close();
            }}
          >
            <ListItemIcon>{viewTypeOptions[type].icon}</ListItemIcon>
            <ListItemText primary={viewTypeOptions[type].label} />
            {type === viewType && <Check fontSize="small" color="primary" sx={{ ml: 2 }} />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
