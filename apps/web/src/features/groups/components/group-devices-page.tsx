import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { DeviceOverviewSkeleton } from '../../devices';
import { useGroup } from '../api/get-group';
import { GroupDeviceBrowser } from './group-device-browser';
import { GroupEmptyNote } from './group-empty-note';
import { GroupOptionsMenu } from './group-options-menu';

/** A group's view (/group/devices/:groupId): its name with its options, then its devices, info and history. */
export function GroupDevicesPage() {
  const t = useT();
  const { groupId = '' } = useParams();
  const group = useGroup(groupId);

  if (!group.data) {
    if (!group.isError) return <DeviceOverviewSkeleton />;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ErrorState onRetry={() => void group.refetch()} />
        <Button component={Link} to={pathTo('group-devices')}>
          {t('groups.page.back')}
        </Button>
      </Stack>
    );
  }

  const { name, devices } = group.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Typography variant="h5" component="h2" noWrap sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <GroupOptionsMenu group={group.data} />
      </Stack>
      {devices.length === 0 ? (
        <GroupEmptyNote text={t('groups.page.noDevices')} />
      ) : (
        <GroupDeviceBrowser key={groupId} devices={devices} />
      )}
    </Stack>
  );
}
