import { zodResolver } from '@hookform/resolvers/zod';
import type { UpdateDeviceRequest } from '@lodestar/contract';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useUpdateDevice } from './use-update-device';
import { changedFields } from '../../../components/form/changed-fields';
import { useT } from '../../../lib/i18n/use-t';
import { settingsFormError } from '../settings-form-errors';
import { useReportUnsaved } from '../unsaved-changes';

interface SettingsFormOptions<Values extends FieldValues> {
  deviceId: string;
  /** The contract's rules for these fields, so the browser refuses what the server would. */
  schema: z.ZodType<Values, Values>;
  /** The device's current values: the form starts from them and follows them once a save has changed them. */
  values: Values;
  /** The update body of the fields that changed. */
  toUpdate: (changed: Partial<Values>) => UpdateDeviceRequest;
}

/** A form over some of a device's settings whose Save sends only the fields that changed. */
export function useSettingsForm<Values extends FieldValues>({
  deviceId,
  schema,
  values,
  toUpdate,
}: SettingsFormOptions<Values>) {
  const t = useT();
  const form = useForm<Values>({ resolver: zodResolver(schema, { error: settingsFormError(t) }), values });
  const update = useUpdateDevice(deviceId);
  useReportUnsaved(form.formState.isDirty);
  const submit = form.handleSubmit(async (submitted) => {
    const changed = changedFields(values, submitted);
    // A change undone by the schema's own tidying (a name's trailing space) leaves nothing to send.
    if (Object.keys(changed).length === 0) form.reset(values);
    else await update.save(toUpdate(changed));
  });
  return { form, submit, pending: update.pending };
}
