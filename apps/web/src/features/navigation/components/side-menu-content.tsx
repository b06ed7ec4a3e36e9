import AccountCircle from '@mui/icons-material/AccountCircle';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import MoveUp from '@mui/icons-material/MoveUp';
import OpenInNew from '@mui/icons-material/OpenInNew';
import People from '@mui/icons-material/PeopleOutlined';
import PostAdd from '@mui/icons-material/PostAdd';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Timeline from '@mui/icons-material/Timeline';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { can, type Role } from '@lodestar/contract';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { useAppStore } from '../../../lib/store';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { usePublicConfig } from '../../../lib/public-config';
import { SideMenuGroups } from '../../groups';
import { DeviceFilterMenu } from './device-filter-menu';
import { MenuLinkItem } from '../../../components/menu-link-item';

type OnNavigate = (() => void) | undefined;

/** The side menu; sections follow the user's roles. */
export function SideMenuContent({ onNavigate }: { onNavigate?: OnNavigate }) {
  const t = useT();
  const { roles } = useSignedInUser();
  const setFilter = useAppStore((state) => state.setDeviceTypeFilter);

  return (
    <Box component="nav" aria-label={t('navigation.menu.label')} sx={{ overflowY: 'auto', pb: 2 }}>
      <ButtonBase
        component={Link}
        to={pathTo('device-overview')}
        aria-label={t('navigation.menu.allDevices')}
        onClick={() => {
          setFilter('all');
          onNavigate?.();
        }}
        sx={{ width: '100%', justifyContent: 'flex-start', px: 2.5, py: 2 }}
      >
        <BrandLogo enterprise={can('enterpriseLogo', roles)} />
      </ButtonBase>
      <Divider />
      <DeviceFilterMenu onNavigate={onNavigate} />

      {can('groups', roles) && <SideMenuGroups onNavigate={onNavigate} />}

      {can('enterpriseMenu', roles) && <EnterpriseLinks onNavigate={onNavigate} />}

      <MoreLinks roles={roles} onNavigate={onNavigate} />
    </Box>
  );
}

function EnterpriseLinks({ onNavigate }: { onNavigate: OnNavigate }) {
  const t = useT();
  return (
    <List component="div" subheader={<ListSubheader component="div">{t('common.enterprise')}</ListSubheader>}>
      <MenuLinkItem
        to={pathTo('add-devices')}
        label={t('navigation.menu.addDevices')}
        icon={<PostAdd />}
        onNavigate={onNavigate}
      />
      <MenuLinkItem
        to={pathTo('dealership-transfer-device')}
        label={t('navigation.menu.transferDealership')}
        icon={<MoveUp />}
        onNavigate={onNavigate}
      />
    </List>
  );
}

function MoreLinks({ roles, onNavigate }: { roles: readonly Role[]; onNavigate: OnNavigate }) {
  const t = useT();
  const { links } = usePublicConfig();
  return (
    <List component="div" subheader={<ListSubheader component="div">{t('navigation.menu.more')}</ListSubheader>}>
      {can('transferDevices', roles) && (
        <MenuLinkItem
          to={pathTo('transfer-devices')}
          label={t('navigation.menu.transferDevices')}
          icon={<SwapHoriz />}
          onNavigate={onNavigate}
        />
      )}
      <MenuLinkItem
        to={pathTo('user-settings-account')}
        label={t('navigation.menu.account')}
        icon={<AccountCircle />}
        onNavigate={onNavigate}
      />
      {can('deviceActivity', roles) && (
        <MenuLinkItem
          to={pathTo('device-activity')}
          label={t('navigation.menu.deviceActivity')}
          icon={<Timeline />}
          onNavigate={onNavigate}
        />
      )}
      {can('administerUsers', roles) && (
        <MenuLinkItem
          to={pathTo('users')}
          label={t('navigation.menu.users')}
          icon={<People />}
          onNavigate={onNavigate}
        />
      )}
      <ListItemButton component="a" href={links.support} target="_blank" rel="noopener noreferrer">
        <ListItemIcon>
          <HelpOutlined />
        </ListItemIcon>
        <ListItemText primary={t('navigation.menu.help')} />
        <OpenInNew fontSize="small" color="action" titleAccess={t('navigation.menu.newTab')} />
      </ListItemButton>
    </List>
  );
}
