import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ErrorState } from '../../../components/error-state';
import { ExternalLink } from '../../../components/external-link';
import { SectionLoader } from '../../../components/section-loader';
import { useT } from '../../../lib/i18n/use-t';
import { displayMessage } from '../../../lib/toast';
import { useRichT } from '../../../lib/i18n/use-rich-t';
import { ApiKeyConfirmDialogs } from './api-key-confirm-dialogs';
import { ApiKeyControls, GenerateApiKey } from './api-key-controls';
import { useApiKeyActions } from './use-api-key-actions';

/** The API block (enterprise users only): generate, reveal, switch, regenerate, remove. */
export function ApiKeySection() {
  const t = useT();
  const titleId = useId();
  const { apiKey, state, fullKey, active, switching, generating, removing, ...actions } = useApiKeyActions();
  const { confirming, setConfirming, runGenerate, runRemove, switchActive } = actions;

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {t('account.apiKey.title')}
      </Typography>
      {apiKey.isPending && <SectionLoader label={t('account.apiKey.loading')} />}
      {apiKey.isError && (
        <ErrorState
          message={displayMessage(apiKey.error, t('accountMessages.tryAgain'))}
          onRetry={() => void apiKey.refetch()}
        />
      )}
      {state && !state.keyGenerated && <GenerateApiKey generating={generating} onGenerate={() => void runGenerate()} />}
      {state?.keyGenerated && (
        <ApiKeyControls
          fullKey={fullKey}
          hint={state.key}
          active={active}
          switching={switching}
          onSwitch={(on) => void switchActive(on)}
          onConfirm={setConfirming}
        />
      )}
      <ApiKeyUsage />
      <ApiKeyConfirmDialogs
        confirming={confirming}
        generating={generating}
        removing={removing}
        onRegenerate={() => void runGenerate()}
        onRemove={() => void runRemove()}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}

/** The headers that carry the key, as a program writes them. */
const BEARER_HEADER = 'Authorization: Bearer <key>';
const KEY_HEADER = 'X-API-Key: <key>';

/** Code reads left to right in every language: in Arabic too, else its signs turn round ("<Authorization: Bearer <key"). */
const Header = ({ header }: { header: string }) => (
  <Box component="code" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
    {header}
  </Box>
);

/** How a program sends the key, and where the API is described. */
function ApiKeyUsage() {
  const richT = useRichT();
  return (
    <Typography variant="body2" color="text.secondary">
      {richT('account.apiKey.usage', {
        bearer: <Header header={BEARER_HEADER} />,
        header: <Header header={KEY_HEADER} />,
        docs: (chunks) => <ExternalLink href="/api/docs">{chunks}</ExternalLink>,
      })}
    </Typography>
  );
}
