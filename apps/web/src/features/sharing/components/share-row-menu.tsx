import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Logout from '@mui/icons-material/Logout';
import MoreVert from '@mui/icons-material/MoreVert';
import Send from '@mui/icons-material/Send';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Share } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { usePopupAnchor } from '../../../lib/use-popup-anchor';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useResendShare } from '../api/resend-share';
import { isPendingShare, sharePersonName } from '../share-labels';

export interface ShareRowActions {
  onEdit: (share: Share) => void;
  onRemove: (share: Share) => void;
  /** The signed-in user's own share: they leave the device. */
  onLeave: (share: Share) => void;
}

/**
 * The options of one share: Edit, Resend invite while it waits for acceptance, Remove. The
 * signed-in user's own share has neither Edit (the server refuses it) nor Remove, but Leave.
 */
export function ShareRowMenu({ share, onEdit, onRemove, onLeave }: { share: Share } & ShareRowActions) {
  const t = useT();
  const popup = usePopupAnchor();
  const { _id: signedInUserId } = useSignedInUser();
  const own = share.userId !== null && share.userId === signedInUserId;
  const resend = useResendShare();
  const pick = (run: () => void) => () => {
    popup.close();
    run();
  };
  const resendInvite = () => toast.outcome(resend.mutateAsync(share));

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('sharing.menu.options', { name: sharePersonName(share) })}
        {...popup.triggerProps}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={popup.anchor} open={popup.open} onClose={popup.close}>
        {!own && (
          <MenuItem onClick={pick(() => onEdit(share))}>
            <ListItemIcon>
              <EditOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('sharing.menu.edit')} />
          </MenuItem>
        )}
        {isPendingShare(share) && (
          <MenuItem disabled={resend.isPending} onClick={pick(() => void resendInvite())}>
            <ListItemIcon>
              <Send fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('sharing.menu.resend')} />
          </MenuItem>
        )}
        {own ? (
          <MenuItem onClick={pick(() => onLeave(share))}>
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('sharing.leave')} />
          </MenuItem>
        ) : (
          <MenuItem onClick={pick(() => onRemove(share))}>
            <ListItemIcon>
              <DeleteOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('sharing.remove')} />
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
