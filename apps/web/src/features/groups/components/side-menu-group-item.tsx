import FolderOutlined from '@mui/icons-material/FolderOutlined';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { GroupSummary } from '@lodestar/contract';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { GroupOptionsMenu } from './group-options-menu';

interface SideMenuGroupItemProps {
  group: GroupSummary;
  /** From 1, in the order of creation. */
  number: number;
  /** The group on screen: highlighted, with its options. */
  active: boolean;
  onNavigate: (() => void) | undefined;
}

/** One of the side menu's first groups: '1. Name', a link to the group's view. */
export function SideMenuGroupItem({ group, number, active, onNavigate }: SideMenuGroupItemProps) {
  const t = useT();
  return (
    <ListItem component="div" disablePadding secondaryAction={active ? <GroupOptionsMenu group={group} /> : undefined}>
      <ListItemButton
        component={Link}
        to={pathTo('group-device', { groupId: group._id })}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        <ListItemIcon>
          <FolderOutlined />
        </ListItemIcon>
        <ListItemText
          // In the direction of the name, the user's own words: "1. Weekend trip" reads as written in Arabic too.
          primary={<bdi>{t('groups.sideMenu.item', { number, name: group.name })}</bdi>}
          slotProps={{ primary: { noWrap: true } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
