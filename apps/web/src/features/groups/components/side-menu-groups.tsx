import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routeByName, SIDE_MENU_GROUPS } from '@lodestar/contract';
import { useState } from 'react';
import { useMatch } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { MenuLinkItem } from '../../../components/menu-link-item';
import { useGroups } from '../api/list-groups';
import { GroupFormDialog } from './group-form-dialog';
import { SideMenuGroupItem } from './side-menu-group-item';

type OnNavigate = (() => void) | undefined;

/**
 * The side menu's Groups section: the first 5 groups, numbered, View More when there are more,
 * and + Add New Group, which opens the create popup. The group on screen offers its options.
 */
export function SideMenuGroups({ onNavigate }: { onNavigate?: OnNavigate }) {
  const t = useT();
  const [creating, setCreating] = useState(false);
  return (
    <List component="div" subheader={<ListSubheader component="div">{t('groups.title')}</ListSubheader>}>
      <FirstGroups onNavigate={onNavigate} />
      <ListItemButton onClick={() => setCreating(true)}>
        <ListItemIcon>
          <AddCircleOutlined />
        </ListItemIcon>
        <ListItemText primary={t('groups.sideMenu.add')} />
      </ListItemButton>
      {creating && <GroupFormDialog onClose={() => setCreating(false)} onSaved={onNavigate} />}
    </List>
  );
}

function FirstGroups({ onNavigate }: { onNavigate: OnNavigate }) {
  const t = useT();
  const groups = useGroups({ page: 1, perPage: SIDE_MENU_GROUPS });
  const activeId = useMatch(routeByName('group-device').path)?.params.groupId;

  if (!groups.data) {
    if (groups.isError) {
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 0.5 }}>
          <Typography variant="body2" color="error">
            {t('groupMessages.unableToLoadGroups')}
          </Typography>
          <Button size="small" onClick={() => void groups.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      );
    }
    return (
      <Stack role="status" aria-label={t('groups.loading')} sx={{ px: 2 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={40} />
        ))}
      </Stack>
    );
  }

  const { data, pagination } = groups.data;
  return (
    <>
      {data.map((group, index) => (
        <SideMenuGroupItem
          key={group._id}
          group={group}
          number={index + 1}
          active={group._id === activeId}
          onNavigate={onNavigate}
        />
      ))}
      {pagination.total > SIDE_MENU_GROUPS && (
        <MenuLinkItem
          to={pathTo('group-devices')}
          label={t('groups.sideMenu.viewMore')}
          icon={<MoreHoriz />}
          onNavigate={onNavigate}
        />
      )}
    </>
  );
}
