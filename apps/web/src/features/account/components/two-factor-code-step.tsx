import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorCodeSchema } from '@lodestar/contract';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CancelAndSubmitButtons } from '../../../components/cancel-and-submit-buttons';
import { FormTextField } from '../../../components/form/form-text-field';
import { showFieldRefusal } from '../../../lib/field-refusal';
import { toast } from '../../../lib/toast';
import { AccountDialogStep } from './account-dialog';

const codeFormSchema = z.object({ code: twoFactorCodeSchema });

export interface TwoFactorCodeStepProps {
  title: string;
  submitLabel: string;
  /** Sends the authenticator's code; answers the new recovery codes. */
  send: (code: string) => Promise<{ message: string; recoveryCodes: string[] }>;
  pending: boolean;
  /** False while what the code depends on is still loading: no field, and nothing to submit. */
  ready?: boolean;
  onCancel: () => void;
  onRecoveryCodes: (codes: string[]) => void;
  /** What the user reads (or scans) before typing the code. */
  children: ReactNode;
}

/**
 * A dialog step that asks the authenticator's current 6-digit code and sends it. Its answer's message is toasted
 * and its recovery codes handed on; the server's refusal ('Invalid verification token') shows under the field.
 */
export function TwoFactorCodeStep({
  title,
  submitLabel,
  send,
  pending,
  ready = true,
  onCancel,
  onRecoveryCodes,
  children,
}: TwoFactorCodeStepProps) {
  const form = useForm({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      const answer = await send(code);
      toast.success(answer.message);
      onRecoveryCodes(answer.recoveryCodes);
    } catch (error) {
      showFieldRefusal(form.setError, 'code', error);
    }
  });

  return (
    <FormProvider {...form}>
      <AccountDialogStep
        title={title}
        onSubmit={() => void submit()}
        actions={
          <CancelAndSubmitButtons submitLabel={submitLabel} pending={pending} disabled={!ready} onCancel={onCancel} />
        }
      >
        {children}
        {ready && (
          <FormTextField
            name="code"
            label="Authentication code"
            helperText="The 6-digit code your authenticator app shows now"
            autoComplete="one-time-code"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        )}
      </AccountDialogStep>
    </FormProvider>
  );
}
