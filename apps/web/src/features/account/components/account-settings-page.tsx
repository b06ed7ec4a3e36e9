import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { can } from '@lodestar/contract';
import { PageSection } from '../../../components/page-section';
import { AccountAreaTabs } from './account-area-tabs';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { ApiKeySection } from './api-key-section';
import { HelpAndSupport } from './help-and-support';
import { HistoryRetentionSection } from './history-retention-section';
import { PasswordSection } from './password-section';
import { ProfileForm } from './profile-form';
import { TwoFactorSection } from './two-factor-section';

/** Account settings (/user/account): profile, security, how long location history is kept, the API key and help. */
export function AccountSettingsPage() {
  const { roles } = useSignedInUser();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <AccountAreaTabs current="account" />
      <PageSection title="Profile">
        <ProfileForm />
      </PageSection>
      <PageSection title="Security">
        <Stack spacing={2} divider={<Divider flexItem />}>
          <PasswordSection />
          <TwoFactorSection />
        </Stack>
      </PageSection>
      <PageSection title="Location history">
        <HistoryRetentionSection />
      </PageSection>
      {can('apiKey', roles) && (
        <PageSection title="API access">
          <ApiKeySection />
        </PageSection>
      )}
      <PageSection title="Help and support">
        <HelpAndSupport />
      </PageSection>
    </Stack>
  );
}
