import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Language } from '@lodestar/contract';
import { LanguageSelect } from '../../../components/language-select';
import { browserLanguage } from '../../../lib/i18n/browser-language';
import { applySavedLanguage } from '../../../lib/i18n/language-provider';
import { translatorFor } from '../../../lib/i18n/shown-translate';
import { useT } from '../../../lib/i18n/use-t';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useToast } from '../../../lib/toast';
import { useUpdateUser } from '../api/update-user';

/** The account's language, saved with it: the portal's on every browser it signs in on, and its mails'. */
export function LanguageSection() {
  const t = useT();
  const toast = useToast();
  const { language } = useSignedInUser();
  const update = useUpdateUser();

  const choose = async (chosen: Language | null) => {
    try {
      await update.mutateAsync({ language: chosen });
      await applySavedLanguage(chosen);
      const shown = await translatorFor(chosen ?? browserLanguage());
      toast.success(shown('messages.savedSuccessfully'));
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Typography variant="body2" color="text.secondary">
        {t('languages.accountDescription')}
      </Typography>
      <LanguageSelect
        value={language}
        browserLanguage={browserLanguage()}
        disabled={update.isPending}
        onChange={(chosen) => void choose(chosen)}
      />
    </Stack>
  );
}
