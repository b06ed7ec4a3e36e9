import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

interface MenuLinkItemProps {
  to: string;
  label: string;
  icon: ReactNode;
  onNavigate?: (() => void) | undefined;
}

/** A side-menu entry that opens a portal page; highlighted while that page is open. */
export function MenuLinkItem({ to, label, icon, onNavigate }: MenuLinkItemProps) {
  const { pathname } = useLocation();
  return (
    <ListItemButton component={Link} to={to} selected={pathname === to} onClick={onNavigate}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
  );
}
