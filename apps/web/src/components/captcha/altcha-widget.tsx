import type {} from 'altcha/types/react';
import { useEffect, useRef } from 'react';
import type { CaptchaWidgetProps } from './captcha-props';

interface AltchaStateDetail {
  state: string;
  payload?: string;
}

export function AltchaWidget({ challengeUrl, onChange }: CaptchaWidgetProps & { challengeUrl: string }) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    void import('altcha');
    const element = ref.current;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateDetail>).detail;
      onChange(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, [onChange]);

  return (
    <altcha-widget
      ref={ref}
      challenge={challengeUrl}
      style={{
        display: 'block',
        width: '100%',
        '--altcha-max-width': '100%',
        '--altcha-border-radius': '10px',
        '--altcha-color-primary': '#1b2a4a',
      }}
    />
  );
}
