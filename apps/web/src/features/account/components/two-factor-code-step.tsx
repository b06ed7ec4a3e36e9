import { zodResolver } from '@hookform/resolvers/zod';
import { recoveryCodesRequestSchema, twoFactorCodeSchema } from '@lodestar/contract';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CancelAndSubmitButtons } from '../../../components/cancel-and-submit-buttons';
import { showFieldRefusal } from '../../../lib/field-refusal';
import { useContractText } from '../../../lib/i18n/contract-text';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { PasswordField } from '../../../components/form/password-field';
import { AccountDialogStep } from './account-dialog';
import { AuthenticatorCodeField } from '../../../components/form/authenticator-code-field';
import { identityRefusalField } from '../../../components/form/identity-fields';

const codeFormSchema = z.object({ code: twoFactorCodeSchema, password: z.string() });
type CodeForm = z.infer<typeof codeFormSchema>;

export interface TwoFactorCodeStepProps {
  title: string;
  submitLabel: string;
  /** Sends the authenticator's code (and the password, when asked); answers the new recovery codes. */
  send: (values: { code: string; password?: string }) => Promise<{ message: string; recoveryCodes: string[] }>;
  /** Asks the current password too, for a change a session alone must not make (new recovery codes). */
  askPassword?: boolean;
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
  askPassword = false,
  onCancel,
  onRecoveryCodes,
  children,
}: TwoFactorCodeStepProps) {
  const t = useT();
  const contractText = useContractText();
  const form = useForm<CodeForm>({
    resolver: zodResolver(askPassword ? recoveryCodesRequestSchema : codeFormSchema),
    defaultValues: { code: '', password: '' },
  });

  const submit = form.handleSubmit(async ({ code, password }) => {
    try {
      const answer = await send({ code, password: askPassword ? password : undefined });
      toast.success(contractText(answer.message));
      onRecoveryCodes(answer.recoveryCodes);
    } catch (error) {
      showFieldRefusal(form.setError, identityRefusalField(error, 'code'), error);
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
        {ready && askPassword && (
          <PasswordField name="password" label={t('account.password.label')} autoComplete="current-password" />
        )}
        {ready && <AuthenticatorCodeField />}
      </AccountDialogStep>
    </FormProvider>
  );
}
