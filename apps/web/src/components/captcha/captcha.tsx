import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { usePublicConfig } from '../../lib/public-config';
import { AltchaWidget } from './altcha-widget';
import type { CaptchaWidgetProps } from './captcha-props';
import { RecaptchaWidget } from './recaptcha-widget';
import { TurnstileWidget } from './turnstile-widget';

const DEFAULT_CHALLENGE_URL = '/api/captcha/challenge';

/** The installation's captcha, whichever provider it is; provider 'none' renders nothing. */
export function Captcha({ onChange, error }: CaptchaWidgetProps & { error?: string | undefined }) {
  const { captcha } = usePublicConfig();
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  const report = useCallback((payload: string | null) => latest.current(payload), []);
  // A widget that goes away (reset or unmount) leaves no payload behind.
  useEffect(() => () => report(null), [report]);

  if (captcha.provider === 'none') return null;
  const siteKey = captcha.siteKey ?? '';
  return (
    <FormControl error={Boolean(error)} fullWidth sx={{ alignItems: 'flex-start' }}>
      {captcha.provider === 'altcha' && (
        <AltchaWidget challengeUrl={captcha.challengeUrl ?? DEFAULT_CHALLENGE_URL} onChange={report} />
      )}
      {captcha.provider === 'recaptcha' && <RecaptchaWidget siteKey={siteKey} onChange={report} />}
      {captcha.provider === 'turnstile' && <TurnstileWidget siteKey={siteKey} onChange={report} />}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
