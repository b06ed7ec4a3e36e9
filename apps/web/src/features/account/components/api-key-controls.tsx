import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { ApiKeyValue } from './api-key-value';
import type { ApiKeyConfirmation } from './use-api-key-actions';

interface GenerateApiKeyProps {
  generating: boolean;
  onGenerate: () => void;
}

/** What the API block shows while there is no key: what a key is for, and Generate. */
export function GenerateApiKey({ generating, onGenerate }: GenerateApiKeyProps) {
  const t = useT();
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('account.apiKey.intro')}
      </Typography>
      <Button
        variant="contained"
        loading={generating}
        onClick={onGenerate}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {t('account.apiKey.generate')}
      </Button>
    </>
  );
}

interface ApiKeyActiveSwitchProps {
  active: boolean | undefined;
  switching: boolean;
  onSwitch: (active: boolean) => void;
}

/** The key's Active switch, with what it means under it. */
function ApiKeyActiveSwitch({ active, switching, onSwitch }: ApiKeyActiveSwitchProps) {
  const t = useT();
  const activeHelpId = useId();
  return (
    <div>
      <FormControlLabel
        label={t('account.apiKey.active')}
        control={
          <Switch
            checked={active}
            disabled={switching}
            onChange={(_event, on) => onSwitch(on)}
            slotProps={{ input: { 'aria-describedby': activeHelpId } }}
          />
        }
      />
      <FormHelperText id={activeHelpId} sx={{ mt: 0 }}>
        {t(active ? 'account.apiKey.accepted' : 'account.apiKey.refused')}
      </FormHelperText>
    </div>
  );
}

interface ApiKeyControlsProps extends ApiKeyActiveSwitchProps {
  /** The whole key, known only right after it was generated. */
  fullKey: string | undefined;
  /** Its first and last characters, all that is kept of it. */
  hint: string | null;
  onConfirm: (confirmation: ApiKeyConfirmation) => void;
}

/** What the API block shows once there is a key: the key, its Active switch, Regenerate and Remove. */
export function ApiKeyControls({ fullKey, hint, onConfirm, ...activeSwitch }: ApiKeyControlsProps) {
  const t = useT();
  return (
    <>
      {/* Keyed by the new key, so that each new key starts hidden. */}
      <ApiKeyValue key={fullKey} fullKey={fullKey ?? null} hint={hint} />
      <ApiKeyActiveSwitch {...activeSwitch} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => onConfirm('regenerate')}>
          {t('account.apiKey.regenerate')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => onConfirm('remove')}>
          {t('account.apiKey.remove')}
        </Button>
      </Stack>
    </>
  );
}
