import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { can } from '@lodestar/contract';
import { PageSection } from '../../../components/page-section';
import { useT } from '../../../lib/i18n/use-t';
import { AccountAreaTabs } from './account-area-tabs';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { ApiKeySection } from './api-key-section';
import { HelpAndSupport } from './help-and-support';
import { HistoryRetentionSection } from './history-retention-section';
import { LanguageSection } from './language-section';
import { PasswordSection } from './password-section';
import { ProfileForm } from './profile-form';
import { TwoFactorSection } from './two-factor-section';

/** Account settings (/user/account): profile, language, security, how long location history is kept, the API key and help. */
export function AccountSettingsPage() {
  const t = useT();
  const { roles } = useSignedInUser();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <AccountAreaTabs current="account" />
      <PageSection title={t('account.page.profile')}>
        <ProfileForm />
      </PageSection>
      <PageSection title={t('languages.label')}>
        <LanguageSection />
      </PageSection>
      <PageSection title={t('account.page.security')}>
        <Stack spacing={2} divider={<Divider flexItem />}>
          <PasswordSection />
          <TwoFactorSection />
        </Stack>
      </PageSection>
      <PageSection title={t('account.page.locationHistory')}>
        <HistoryRetentionSection />
      </PageSection>
      {can('apiKey', roles) && (
        <PageSection title={t('account.page.apiAccess')}>
          <ApiKeySection />
        </PageSection>
      )}
      <PageSection title={t('account.page.help')}>
        <HelpAndSupport />
      </PageSection>
    </Stack>
  );
}
