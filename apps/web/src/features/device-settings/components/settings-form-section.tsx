import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
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
  const dirty = form.formState.isDirty;
  return (
    <FormProvider {...form}>
      <SettingsSection
        title={title}
        description={description}
        onSubmit={() => void submit()}
        actions={
          <>
            {dirty && !pending && (
              <Typography variant="body2" color="warning.dark" role="status">
                Unsaved changes
              </Typography>
            )}
            <Button type="submit" variant="contained" disabled={!dirty} loading={pending}>
              Save
            </Button>
          </>
        }
      >
        {children}
      </SettingsSection>
    </FormProvider>
  );
}
