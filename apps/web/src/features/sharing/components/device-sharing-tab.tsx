import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { mayOnDevice, type Device, type Share } from '@lodestar/contract';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { useT } from '../../../lib/i18n/use-t';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { RemoveAllSharingDialog } from './remove-all-sharing-dialog';
import { useShares } from '../api/find-shares';
import { LeaveShareDialog } from './leave-share-dialog';
import { RemoveShareDialog } from './remove-share-dialog';
import { SharePopup } from './share-popup';
import { SharingCards } from './sharing-cards';
import { NoPeople, PeopleListSkeleton } from './sharing-list-states';
import { SharingTable } from './sharing-table';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; share: Share }
  | { kind: 'remove'; share: Share }
  | { kind: 'leave'; share: Share }
  | { kind: 'removeAll' }
  | null;

const TABLE_MIN_VIEWPORT = 1040;

/**
 * The Sharing tab of the device settings: Add people, the table of shares with a menu
 * per row (Leave on the user's own share), and Remove all sharing for those allowed. A narrow screen shows the shares
 * as cards.
 */
export function DeviceSharingTab({ device }: { device: Device }) {
  const t = useT();
  const { roles } = useSignedInUser();
  const shares = useShares(device.deviceUUID);
  // The table needs about 780 px beside the side menu (264 px from 600 px up); narrower, the shares are cards.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up(TABLE_MIN_VIEWPORT), { noSsr: true });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const actions = {
    onEdit: (share: Share) => setDialog({ kind: 'edit', share }),
    onRemove: (share: Share) => setDialog({ kind: 'remove', share }),
    onLeave: (share: Share) => setDialog({ kind: 'leave', share }),
  };
  const Shares = wide ? SharingTable : SharingCards;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => setDialog({ kind: 'add' })}>
          {t('sharing.addPeople')}
        </Button>
        {mayOnDevice('removeAllSharing', device.privilege, roles) && (
          <Button
            color="error"
            startIcon={<PersonRemoveOutlined />}
            disabled={!shares.data?.length}
            onClick={() => setDialog({ kind: 'removeAll' })}
          >
            {t('sharing.removeAll')}
          </Button>
        )}
      </Stack>
      {shares.isPending ? (
        <PeopleListSkeleton label={t('sharing.loadingShares')} rows={3} rowHeight={52} />
      ) : shares.isError ? (
        <ErrorState message={t('shareMessages.fetchFallback')} onRetry={() => void shares.refetch()} />
      ) : shares.data.length === 0 ? (
        <NoPeople text={t('sharing.notShared')} />
      ) : (
        <Shares shares={shares.data} {...actions} />
      )}
      {dialog?.kind === 'add' && <SharePopup device={device} onClose={close} />}
      {dialog?.kind === 'edit' && <SharePopup device={device} share={dialog.share} onClose={close} />}
      {dialog?.kind === 'remove' && <RemoveShareDialog share={dialog.share} onClose={close} />}
      {dialog?.kind === 'leave' && <LeaveShareDialog share={dialog.share} onClose={close} />}
      {dialog?.kind === 'removeAll' && <RemoveAllSharingDialog device={device} onClose={close} />}
    </Stack>
  );
}
