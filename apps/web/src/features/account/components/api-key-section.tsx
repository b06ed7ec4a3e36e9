import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountMessages } from '@lodestar/contract';
import { useId } from 'react';
import { ErrorState } from '../../../components/error-state';
import { ExternalLink } from '../../../components/external-link';
import { SectionLoader } from '../../../components/section-loader';
import { displayMessage } from '../../../lib/toast';
import { ApiKeyConfirmDialogs } from './api-key-confirm-dialogs';
import { ApiKeyControls, GenerateApiKey } from './api-key-controls';
import { useApiKeyActions } from './use-api-key-actions';

/** The API block (enterprise users only): generate, reveal, switch, regenerate, remove. */
export function ApiKeySection() {
  const titleId = useId();
  const { apiKey, state, fullKey, active, switching, generating, removing, ...actions } = useApiKeyActions();
  const { confirming, setConfirming, runGenerate, runRemove, switchActive } = actions;

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        API key
      </Typography>
      {apiKey.isPending && <SectionLoader label="Loading the API key" />}
      {apiKey.isError && (
        <ErrorState
          message={displayMessage(apiKey.error, accountMessages.tryAgain)}
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

/** How a program sends the key, and where the API is described. */
function ApiKeyUsage() {
  return (
    <Typography variant="body2" color="text.secondary">
      Send the key with each call as{' '}
      <Box component="code" sx={{ whiteSpace: 'nowrap' }}>
        Authorization: Bearer &lt;key&gt;
      </Box>{' '}
      or{' '}
      <Box component="code" sx={{ whiteSpace: 'nowrap' }}>
        X-API-Key: &lt;key&gt;
      </Box>
      . See the <ExternalLink href="/api/docs">API documentation</ExternalLink>.
    </Typography>
  );
}
