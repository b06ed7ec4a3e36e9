import Check from '@mui/icons-material/Check';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import ViewList from '@mui/icons-material/ViewList';
import ViewModule from '@mui/icons-material/ViewModule';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useT } from '../../../lib/i18n/use-t';
import { usePopupAnchor } from '../../../lib/use-popup-anchor';
import { viewTypes, type ViewType } from '@lodestar/contract';
import type { ReactNode } from 'react';
import { useAppStore } from '../../../lib/store';

const viewTypeIcons: Record<ViewType, ReactNode> = {
  combo: <ViewCarousel />,
  grid: <ViewModule />,
  list: <ViewList />,
};

export function ViewTypeMenu() {
  const t = useT();
  const viewType = useAppStore((state) => state.viewType);
  const setViewType = useAppStore((state) => state.setViewType);
  const popup = usePopupAnchor();

  return (
    <>
      <IconButton aria-label={t('navigation.view.label')} {...popup.triggerProps}>
        {viewTypeIcons[viewType]}
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
            <ListItemIcon>{viewTypeIcons[type]}</ListItemIcon>
            <ListItemText primary={t(`navigation.view.${type}`)} />
            {type === viewType && <Check fontSize="small" color="primary" sx={{ ml: 2 }} />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
