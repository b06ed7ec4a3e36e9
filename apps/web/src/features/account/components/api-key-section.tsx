import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { accountMessages } from '@lodestar/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { ExternalLink } from '../../../components/external-link';
import { SectionLoader } from '../../../components/section-loader';
import { displayMessage, toast } from '../../../lib/toast';
import { usePendingValue } from '../../../lib/use-pending-value';
import { useApiKey, useGenerateApiKey, useRemoveApiKey, useUpdateApiKey } from '../api/api-key';
import { ApiKeyValue } from './api-key-value';

/** The API block (enterprise users only): generate, reveal, switch, regenerate, remove. */
export function ApiKeySection() {
  const titleId = useId();
  const activeHelpId = useId();
  const apiKey = useApiKey();
  const generate = useGenerateApiKey();
  const update = useUpdateApiKey();
  const remove = useRemoveApiKey();
  const [confirming, setConfirming] = useState<'regenerate' | 'remove' | null>(null);

  const runGenerate = async () => {
    if (await toast.settled(() => generate.mutateAsync(), accountMessages.generatedSuccessfully)) setConfirming(null);
  };
  const runRemove = async () => {
    if (!(await toast.settled(() => remove.mutateAsync(), accountMessages.removedSuccessfully))) return;
    generate.reset();
    setConfirming(null);
  };
  const switching = usePendingValue<boolean>();
  const switchActive = (active: boolean) =>
    switching.run(active, () =>
      toast.settled(() => update.mutateAsync({ active }), accountMessages.updatedSuccessfully),
    );

  // Until the reload that follows generating lands, the generate answer is the newest state of the key.
  const state = generate.data && generate.submittedAt > apiKey.dataUpdatedAt ? generate.data : apiKey.data;
  const active = switching.pending ?? state?.active;

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
      {state && !state.keyGenerated && (
        <>
          <Typography variant="body2" color="text.secondary">
            Generate a key to let your own programs call the API as you.
          </Typography>
          <Button
            variant="contained"
            loading={generate.isPending}
            onClick={() => void runGenerate()}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            Generate
          </Button>
        </>
      )}
      {state?.keyGenerated && (
        <>
          {/* Keyed by the new key, so that each new key starts hidden. */}
          <ApiKeyValue key={generate.data?.key} fullKey={generate.data?.key ?? null} hint={state.key} />
          <div>
            <FormControlLabel
              label="Active"
              control={
                <Switch
                  checked={active}
                  disabled={switching.pending !== undefined}
                  onChange={(_event, on) => void switchActive(on)}
                  slotProps={{ input: { 'aria-describedby': activeHelpId } }}
                />
              }
            />
            <FormHelperText id={activeHelpId} sx={{ mt: 0 }}>
              {active ? 'Yes: calls with this key are accepted.' : 'No: calls with this key are refused.'}
            </FormHelperText>
          </div>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" onClick={() => setConfirming('regenerate')}>
              Regenerate
            </Button>
            <Button variant="outlined" color="error" onClick={() => setConfirming('remove')}>
              Remove
            </Button>
          </Stack>
        </>
      )}
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

      <ConfirmDialog
        open={confirming === 'regenerate'}
        title="Regenerate API key"
        message="The current key stops working at once: programs that use it need the new key."
        confirmLabel="Regenerate"
        pending={generate.isPending}
        onConfirm={() => void runGenerate()}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'remove'}
        title="Remove API key"
        message={accountMessages.confirmRemoveApiKey}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => void runRemove()}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
