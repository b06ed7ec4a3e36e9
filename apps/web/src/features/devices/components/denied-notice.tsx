import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useLocation, useNavigate } from 'react-router';
import { isMessageId, type MessageId } from '../../../lib/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';

/** What a page the user may not open hands the overview it sends them to: why they were sent back. */
export interface DeniedState {
  /** The reason's message, written in the language shown when the notice is. */
  deniedBecause: MessageId;
}

/**
 * Beside the 'Permission denied' toast of a page the user may not open: the overview they were sent to says which
 * page and why, until they close it or go elsewhere, so a shared link that is not theirs to open never bounces
 * silently.
 */
export function DeniedNotice() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const reason = (location.state as Partial<DeniedState> | null)?.deniedBecause;
  if (!reason || !isMessageId(reason)) return null;
  return (
    <Alert
      severity="warning"
      variant="outlined"
      onClose={() => void navigate(location.pathname, { replace: true, state: null })}
    >
      <AlertTitle>{t('messages.permissionDenied')}</AlertTitle>
      {t(reason)}
    </Alert>
  );
}
