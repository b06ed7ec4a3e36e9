import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { createGroupRequestSchema, GROUP_NAME_MAX, type GroupSummary } from '@lodestar/contract';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useCreateGroup } from '../api/create-group';
import { useUpdateGroup } from '../api/update-group';
import { GroupDevicesField } from './group-devices-field';

export interface GroupFormProps {
  /** The group to edit; without it the form creates one. */
  group?: Pick<GroupSummary, '_id' | 'name' | 'devicesId'>;
  onCancel: () => void;
  /** After the save and its toast, with the saved group's id. */
  onSaved: (groupId: string) => void;
}

/**
 * Create or edit a group, in the popup and on the full pages alike: a name and the devices.
 * Create/Update stays disabled until there is a name and a device.
 */
export function GroupForm({ group, onCancel, onSaved }: GroupFormProps) {
  const t = useT();
  const form = useForm({
    resolver: zodResolver(createGroupRequestSchema),
    defaultValues: { name: group?.name ?? '', devicesId: group?.devicesId ?? [] },
  });
  const [name, devicesId] = useWatch({ control: form.control, name: ['name', 'devicesId'] });
  const ready = name.trim() !== '' && devicesId.length > 0;
  const { isSubmitting } = form.formState;
  const create = useCreateGroup();
  const update = useUpdateGroup();

  const submit = form.handleSubmit(async (body) => {
    try {
      if (group) {
        await update.mutateAsync({ groupId: group._id, body });
        toast.success(t('messages.updatedSuccessfully'));
        onSaved(group._id);
      } else {
        const { groupId } = await create.mutateAsync(body);
        toast.success(t('messages.savedSuccessfully'));
        onSaved(groupId);
      }
    } catch (error) {
      toast.error(error);
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} sx={{ pt: 1 }}>
        <FormTextField
          name="name"
          label={t('groups.form.name')}
          required
          autoFocus={!group}
          slotProps={{ htmlInput: { maxLength: GROUP_NAME_MAX } }}
        />
        <GroupDevicesField />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!ready} loading={isSubmitting}>
            {t(group ? 'groups.form.update' : 'groups.form.create')}
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
}
