import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { historyRetentionChoices, type HistoryRetentionDays } from '@lodestar/contract';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SaveChangesActions } from '../../../components/form/save-changes-actions';
import { useT } from '../../../lib/i18n/use-t';
import { usePublicConfig } from '../../../lib/public-config';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useToast } from '../../../lib/toast';
import { useUpdateUser } from '../api/update-user';
import { keptDays, retentionLabel, shortensRetention } from '../history-retention';

/** The select's value for "Default", the installation's (null); the choices are their days. */
const INSTALLATION_DEFAULT = 'default';
const valueOf = (days: HistoryRetentionDays) => (days === null ? INSTALLATION_DEFAULT : String(days));
const daysOf = (value: string) => historyRetentionChoices.find((days) => String(days) === value) ?? null;

/**
 * How long the account keeps its devices' location history; Save sends a changed choice, after a confirmation when
 * it would delete history kept now.
 */
export function HistoryRetentionSection() {
  const t = useT();
  const { historyRetentionDays: saved } = useSignedInUser();
  const { historyRetentionDays: installationDays } = usePublicConfig();
  const [chosen, setChosen] = useState<HistoryRetentionDays>(saved);
  const [confirming, setConfirming] = useState(false);
  const { mutateAsync: updateUser, isPending } = useUpdateUser();
  const toast = useToast();
  const chosenDays = keptDays(chosen, installationDays);

  const save = async () => {
    try {
      await updateUser({ historyRetentionDays: chosen });
      toast.success(t('accountMessages.updatedSuccessfully'));
    } catch (error) {
      toast.error(error);
    } finally {
      setConfirming(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (shortensRetention(saved, chosen, installationDays)) setConfirming(true);
    else void save();
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('account.retention.intro')}
      </Typography>
      <TextField
        select
        fullWidth
        label={t('account.retention.keepFor')}
        value={valueOf(chosen)}
        onChange={(event) => setChosen(daysOf(event.target.value))}
        slotProps={{ select: { native: true } }}
      >
        <option value={INSTALLATION_DEFAULT}>
          {t('account.retention.default', {
            retention:
              installationDays === null ? t('account.retention.untilDeleted') : retentionLabel(t, installationDays),
          })}
        </option>
        {historyRetentionChoices.map((days) => (
          <option key={days} value={days}>
            {retentionLabel(t, days)}
          </option>
        ))}
      </TextField>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'flex-end', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <SaveChangesActions dirty={chosen !== saved} pending={isPending} />
      </Stack>
      {confirming && chosenDays !== null && (
        <ConfirmDialog
          title={t('account.retention.confirmTitle')}
          message={t('account.retention.confirmMessage', { retention: retentionLabel(t, chosenDays) })}
          confirmLabel={t('account.retention.confirm')}
          pending={isPending}
          onConfirm={() => void save()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
