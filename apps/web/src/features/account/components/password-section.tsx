import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RECENT_SHARES_ANCHOR, type RecentShare } from '@lodestar/contract';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { useT } from '../../../lib/i18n/use-t';
import { displayMessage } from '../../../lib/toast';
import { useRecentShares } from '../api/recent-shares';
import { ChangePasswordDialog } from './change-password-dialog';
import { RecentSharesList } from './recent-shares-list';

/**
 * The password part of the Security block: Change opens the change-password popup. The device shares the account
 * made lately are listed to revoke after a change, and when the page opens at their list (the password-changed
 * mail's link).
 */
export function PasswordSection() {
  const t = useT();
  const titleId = useId();
  const [changing, setChanging] = useState(false);
  const [changedShares, setChangedShares] = useState<RecentShare[] | null>(null);
  const openedAtList = useLocation().hash === `#${RECENT_SHARES_ANCHOR}`;
  // Opened from the mail's link, the list is loaded, until a change here answers one of its own.
  const loading = openedAtList && !changedShares;
  const loaded = useRecentShares(loading);
  const recentShares = changedShares ?? (loading ? loaded.data : undefined);
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {t('account.password.label')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('account.password.intro')}
      </Typography>
      <Button
        variant="outlined"
        onClick={() => setChanging(true)}
        aria-label={t('account.password.change')}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {t('account.change')}
      </Button>
      {loading && loaded.isPending && <SectionLoader label={t('accountMessages.recentSharesTitle')} />}
      {loading && loaded.isError && (
        <ErrorState
          message={displayMessage(loaded.error, t('accountMessages.tryAgain'))}
          onRetry={() => void loaded.refetch()}
        />
      )}
      {/* Keyed by where the list came from, so that a change's answer replaces the loaded one. */}
      {recentShares && (
        <RecentSharesList
          key={changedShares ? 'changed' : 'loaded'}
          shares={recentShares}
          scrollIntoView={openedAtList}
        />
      )}
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} onChanged={setChangedShares} />
    </Stack>
  );
}
