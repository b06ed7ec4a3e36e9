import Logout from '@mui/icons-material/Logout';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/use-t';
import { usePopupAnchor } from '../../../lib/use-popup-anchor';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { pictureDataUrl } from '../../../lib/picture';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useSignOut } from '../../auth';

export function AccountMenu() {
  const t = useT();
  const user = useSignedInUser();
  const { signOut, isPending } = useSignOut();
  const popup = usePopupAnchor();

  return (
    <>
      <IconButton aria-label={t('navigation.account.label')} {...popup.triggerProps} sx={{ p: 0.5 }}>
        <Avatar src={pictureDataUrl(user.profilePicture)} alt={user.name} sx={{ width: 34, height: 34 }} />
      </IconButton>
      <Menu
        anchorEl={popup.anchor}
        open={popup.open}
        onClose={popup.close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={Link} to={pathTo('user-settings-account')} onClick={popup.close}>
          <ListItemIcon>
            <ManageAccounts fontSize="small" />
          </ListItemIcon>
          {t('navigation.account.settings')}
        </MenuItem>
        <MenuItem component={Link} to={pathTo('user-settings-sharing')} onClick={popup.close}>
          <ListItemIcon>
            <PeopleOutlined fontSize="small" />
          </ListItemIcon>
          {t('navigation.account.sharing')}
        </MenuItem>
        <MenuItem disabled={isPending} onClick={() => void signOut()}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('navigation.account.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
