import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/page-section';
import { AccountAreaTabs } from '../../account';
import { AccountInviteForm } from './account-invite-form';
import { InvitedPeopleList } from './invited-people-list';
import { MembershipsList } from './memberships-list';

export const ACCOUNT_SHARING_EXPLANATION = 'People you share your account with see all your devices, view only.';

/** Account sharing (/user/sharing): whom the account is shared with, and the accounts shared with the user. */
export function AccountSharingPage() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <AccountAreaTabs current="sharing" />
      <PageSection title="Share your account">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {ACCOUNT_SHARING_EXPLANATION}
        </Typography>
        <AccountInviteForm />
        <InvitedPeopleList />
      </PageSection>
      <PageSection title="Accounts shared with you">
        <MembershipsList />
      </PageSection>
    </Stack>
  );
}
