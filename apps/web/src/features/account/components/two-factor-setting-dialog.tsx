import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { twoFactorSettings, type TwoFactorSetting } from '@lodestar/contract';
import { useId, useState } from 'react';
import { CancelAndSubmitButtons } from '../../../components/cancel-and-submit-buttons';
import type { MessageId } from '../../../lib/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useUpdateUser } from '../api/update-user';
import { AccountDialog, AccountDialogStep } from './account-dialog';

const options: { value: TwoFactorSetting; label: MessageId }[] = [
  { value: twoFactorSettings.newBrowser, label: 'account.twoFactor.settingNewBrowser' },
  { value: twoFactorSettings.everyTime, label: 'account.twoFactor.settingEveryTime' },
];

interface TwoFactorSettingDialogProps {
  current: TwoFactorSetting;
  onClose: () => void;
}

/** The sign-in setting popup: when the second step is asked; Done saves a changed choice. */
export function TwoFactorSettingDialog({ current, onClose }: TwoFactorSettingDialogProps) {
  const t = useT();
  const labelId = useId();
  const [setting, setSetting] = useState<TwoFactorSetting>(current);
  const update = useUpdateUser();

  const save = async () => {
    if (setting === current) return onClose();
    try {
      await update.mutateAsync({ twoFactorSetting: setting });
      toast.success(t('accountMessages.updatedSuccessfully'));
      onClose();
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <AccountDialog open onClose={update.isPending ? undefined : onClose}>
      <AccountDialogStep
        title={t('account.twoFactor.setting')}
        onSubmit={() => void save()}
        actions={
          <CancelAndSubmitButtons submitLabel={t('account.done')} pending={update.isPending} onCancel={onClose} />
        }
      >
        <FormControl>
          <FormLabel id={labelId}>{t('account.twoFactor.askFor')}</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            value={setting}
            onChange={(_event, value) => setSetting(Number(value) as TwoFactorSetting)}
          >
            {options.map(({ value, label }) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={t(label)} />
            ))}
          </RadioGroup>
        </FormControl>
      </AccountDialogStep>
    </AccountDialog>
  );
}
