import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { OfflineBanner } from '../../../components/offline-banner';
import { useT } from '../../../lib/i18n/use-t';
import { AccountMenu } from './account-menu';
import { NotificationsMenu } from '../../notifications';
import { SearchBox } from './search-box';
import { ViewTypeMenu } from './view-type-menu';

interface TopBarProps {
  title: string | undefined;
  /** Present below 768 px, where the side menu is hidden until opened. */
  onOpenMenu?: (() => void) | undefined;
}

/** The portal's top bar, with the offline notice under it while the browser has no network. */
export function TopBar({ title, onOpenMenu }: TopBarProps) {
  const t = useT();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 1, position: 'relative' }}>
        {onOpenMenu && (
          <IconButton edge="start" aria-label={t('navigation.menu.open')} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          variant="h6"
          component="h1"
          noWrap
          sx={{ flexGrow: 1, fontWeight: 600, minWidth: 0, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
        >
          {title}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <SearchBox />
          <ViewTypeMenu />
          <NotificationsMenu />
          <AccountMenu />
        </Stack>
      </Toolbar>
      <OfflineBanner attached />
    </AppBar>
  );
}
