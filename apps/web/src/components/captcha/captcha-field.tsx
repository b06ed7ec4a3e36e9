import { useController, useFormContext } from 'react-hook-form';
import { useContractText } from '../../lib/i18n/contract-text';
import { Captcha } from './captcha';

interface CaptchaValues {
  captcha?: string;
}

/**
 * The captcha as the `captcha` field of the surrounding react-hook-form (FormProvider).
 * A new `generation` mounts a fresh widget, which clears the old payload. Only a solved captcha is the person's input
 * and checks the field again; a payload that goes away (a fresh widget, an expired or reset one) empties the field
 * and its error without checking it, so "reCAPTCHA required" (in the shown language) shows only after a submit without
 * a solved captcha.
 */
export function CaptchaField({ generation }: { generation: number }) {
  const contractText = useContractText();
  const { resetField } = useFormContext<CaptchaValues>();
  const { field, fieldState } = useController<CaptchaValues, 'captcha'>({ name: 'captcha' });
  return (
    <Captcha
      key={generation}
      onChange={(payload) => (payload ? field.onChange(payload) : resetField('captcha'))}
      error={fieldState.error?.message && contractText(fieldState.error.message)}
    />
  );
}
