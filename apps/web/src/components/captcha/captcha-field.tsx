import { useController } from 'react-hook-form';
import { Captcha } from './captcha';

/**
 * The captcha as the `captcha` field of the surrounding react-hook-form (FormProvider).
 * A new `generation` mounts a fresh widget, which clears the old payload.
 */
export function CaptchaField({ generation }: { generation: number }) {
  const { field, fieldState } = useController<{ captcha?: string }, 'captcha'>({ name: 'captcha' });
  return (
    <Captcha
      key={generation}
      onChange={(payload) => field.onChange(payload ?? undefined)}
      error={fieldState.error?.message}
    />
  );
}
