import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { SaveChangesActions } from '../../../components/form/save-changes-actions';
import { SettingsSection } from './settings-section';

interface SettingsFormSectionProps<Values extends FieldValues> {
  title: string;
  description?: string;
  form: UseFormReturn<Values>;
  submit: () => Promise<void>;
  pending: boolean;
  children: ReactNode;
}

/** A section of settings saved together: Save is offered once something changed, and says so, so nothing waits unseen. */
export function SettingsFormSection<Values extends FieldValues>({
  title,
  description,
  form,
  submit,
  pending,
  children,
}: SettingsFormSectionProps<Values>) {
  return (
    <FormProvider {...form}>
      <SettingsSection
        title={title}
        description={description}
        onSubmit={() => void submit()}
        actions={<SaveChangesActions dirty={form.formState.isDirty} pending={pending} />}
      >
        {children}
      </SettingsSection>
    </FormProvider>
  );
}
