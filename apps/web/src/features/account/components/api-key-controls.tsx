import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ApiKeyValue } from './api-key-value';
import type { ApiKeyConfirmation } from './use-api-key-actions';

interface GenerateApiKeyProps {
  generating: boolean;
  onGenerate: () => void;
}

/** What the API block shows while there is no key: what a key is for, and Generate. */
export function GenerateApiKey({ generating, onGenerate }: GenerateApiKeyProps) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        Generate a key to let your own programs call the API as you.
      </Typography>
      <Button
        variant="contained"
        loading={generating}
        onClick={onGenerate}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        Generate
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
  const activeHelpId = useId();
  return (
    <div>
      <FormControlLabel
        label="Active"
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
        {active ? 'Yes: calls with this key are accepted.' : 'No: calls with this key are refused.'}
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
  return (
    <>
      {/* Keyed by the new key, so that each new key starts hidden. */}
      <ApiKeyValue key={fullKey} fullKey={fullKey ?? null} hint={hint} />
      <ApiKeyActiveSwitch {...activeSwitch} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => onConfirm('regenerate')}>
          Regenerate
        </Button>
        <Button variant="outlined" color="error" onClick={() => onConfirm('remove')}>
          Remove
        </Button>
      </Stack>
    </>
  );
}
