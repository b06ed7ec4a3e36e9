import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { AccountAreaTabs } from './account-area-tabs';
import { AccountInviteForm } from './account-invite-form';
import { InvitedPeopleList } from './invited-people-list';
import { MembershipsList } from './memberships-list';

export const ACCOUNT_SHARING_EXPLANATION = 'People you share your account with see all your devices, view only.';

function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

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
