import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/page-section';
import { useT } from '../../../lib/i18n/use-t';
import { AccountAreaTabs } from '../../account';
import { AccountInviteForm } from './account-invite-form';
import { InvitedPeopleList } from './invited-people-list';
import { MembershipsList } from './memberships-list';

/** Account sharing (/user/sharing): whom the account is shared with, and the accounts shared with the user. */
export function AccountSharingPage() {
  const t = useT();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <AccountAreaTabs current="sharing" />
      <PageSection title={t('accountSharing.shareTitle')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('accountSharing.explanation')}
        </Typography>
        <AccountInviteForm />
        <InvitedPeopleList />
      </PageSection>
      <PageSection title={t('accountSharing.sharedWithYou')}>
        <MembershipsList />
      </PageSection>
    </Stack>
  );
}
