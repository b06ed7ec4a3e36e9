import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Device, Share } from '@lodestar/contract';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useT } from '../../../lib/i18n/use-t';
import { showFieldRefusal } from '../../../lib/field-refusal';
import { toast } from '../../../lib/toast';
import { identityRefusalField } from '../../../components/form/identity-fields';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useSaveShare } from '../api/save-share';
import { grantablePrivileges } from '../grantable-privileges';
import { existingShareValues, insertRequest, newShareDefaults, shareFormSchema, updateRequest } from '../share-form';
import { ShareDetailsFields } from './share-details-fields';
import { SharePeopleStep } from './share-people-step';

interface SharePopupProps {
  device: Device;
  /** The share to edit; without it the popup shares the device with someone new. */
  share?: Share;
  onClose: () => void;
}

/**
 * The share popup. Sharing a device that is already shared starts with who has it
 * and the new address, and Next leads to the full form; a device not yet shared, or a share being edited, opens
 * the full form directly. Saving updates a share that exists and creates one otherwise.
 */
export function SharePopup({ device, share, onClose }: SharePopupProps) {
  const t = useT();
  const titleId = useId();
  const user = useSignedInUser();
  const fullScreen = !useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const [step, setStep] = useState<'people' | 'details'>(() =>
    !share && device.share_count > 0 ? 'people' : 'details',
  );
  const form = useForm({
    resolver: zodResolver(shareFormSchema),
    defaultValues: share ? existingShareValues(share) : newShareDefaults(user.name),
  });
  const save = useSaveShare(device.deviceUUID);
  const privileges = grantablePrivileges(device.privilege);
  if (share && !privileges.includes(share.accessRightsFlag)) privileges.push(share.accessRightsFlag);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(
        share
          ? { kind: 'update', id: share._id, body: updateRequest(values) }
          : { kind: 'insert', body: insertRequest(device, values) },
      );
      toast.success(share ? t('messages.updatedSuccessfully') : t('shareMessages.sharedSuccessfully'));
      onClose();
    } catch (error) {
      const field = identityRefusalField(error, 'other');
      if (field === 'other') toast.error(error);
      else showFieldRefusal(form.setError, field, error);
    }
  });
  const next = async () => {
    if (await form.trigger('sharedUserWithEmail')) setStep('details');
  };
  const pending = form.formState.isSubmitting;

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
          onSubmit={(event) => {
            event.preventDefault();
            void (step === 'people' ? next() : submit());
          }}
        >
          <DialogTitle id={titleId}>
            {share ? t('sharing.popup.editTitle') : t('sharing.popup.shareTitle', { name: device.name })}
          </DialogTitle>
          <DialogContent>
            {step === 'people' ? (
              <SharePeopleStep deviceUUID={device.deviceUUID} />
            ) : (
              <ShareDetailsFields privileges={privileges} editing={Boolean(share)} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={pending}>
              {t('sharing.popup.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={pending}>
              {step === 'people' ? t('sharing.popup.next') : t('sharing.popup.save')}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}
