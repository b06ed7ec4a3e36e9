import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { GroupEditor } from './group-editor';

interface GroupFormDialogProps {
  /** The group to edit; without it the popup creates one. */
  groupId?: string;
  onClose: () => void;
  /** After a save, once the popup has closed (and a new group opened). */
  onSaved?: (() => void) | undefined;
}

/** The create/edit group popup; full screen on a phone. A new group opens once created. */
export function GroupFormDialog({ groupId, onClose, onSaved }: GroupFormDialogProps) {
  const t = useT();
  const titleId = useId();
  const navigate = useNavigate();
  const phone = !useMediaQuery('(min-width:600px)', { noSsr: true });

  const saved = (savedId: string) => {
    onClose();
    if (!groupId) void navigate(pathTo('group-device', { groupId: savedId }));
    onSaved?.();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={phone}>
      <DialogTitle id={titleId}>{t(groupId ? 'groups.editGroup' : 'groups.createGroup')}</DialogTitle>
      <DialogContent>
        <GroupEditor groupId={groupId} onCancel={onClose} onSaved={saved} />
      </DialogContent>
    </Dialog>
  );
}
