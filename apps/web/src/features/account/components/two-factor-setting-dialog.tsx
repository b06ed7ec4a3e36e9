import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { accountMessages, twoFactorSettings, type TwoFactorSetting } from '@lodestar/contract';
import { useId, useState } from 'react';
import { CancelAndSubmitButtons } from '../../../components/cancel-and-submit-buttons';
import { toast } from '../../../lib/toast';
import { useUpdateUser } from '../api/update-user';
import { AccountDialog, AccountDialogStep } from './account-dialog';

const options: { value: TwoFactorSetting; label: string }[] = [
  { value: twoFactorSettings.newBrowser, label: 'When signing in from a different browser or device' },
  { value: twoFactorSettings.everyTime, label: 'Every time' },
];

interface TwoFactorSettingDialogProps {
  current: TwoFactorSetting;
  onClose: () => void;
}

/** The sign-in setting popup: when the second step is asked; Done saves a changed choice. */
export function TwoFactorSettingDialog({ current, onClose }: TwoFactorSettingDialogProps) {
  const labelId = useId();
  const [setting, setSetting] = useState<TwoFactorSetting>(current);
  const update = useUpdateUser();

  const save = async () => {
    if (setting === current) return onClose();
    try {
      await update.mutateAsync({ twoFactorSetting: setting });
      toast.success(accountMessages.updatedSuccessfully);
      onClose();
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <AccountDialog open onClose={update.isPending ? undefined : onClose}>
      <AccountDialogStep
        title="Sign-in setting"
        onSubmit={() => void save()}
        actions={<CancelAndSubmitButtons submitLabel="Done" pending={update.isPending} onCancel={onClose} />}
      >
        <FormControl>
          <FormLabel id={labelId}>Ask for the authentication code</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            value={setting}
            onChange={(_event, value) => setSetting(Number(value) as TwoFactorSetting)}
          >
            {options.map(({ value, label }) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
            ))}
          </RadioGroup>
        </FormControl>
      </AccountDialogStep>
    </AccountDialog>
  );
}
