import { useEffect, useRef } from 'react';
import type { CaptchaWidgetProps } from './captcha-props';
import { loadScript } from './load-script';

interface ReCaptcha {
  ready: (callback: () => void) => void;
  render: (
    container: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ) => number;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

export function RecaptchaWidget({ siteKey, onChange }: CaptchaWidgetProps & { siteKey: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let active = true;
    void loadScript('https://www.google.com/recaptcha/api.js?render=explicit').then(() => {
      const { grecaptcha } = window;
      grecaptcha?.ready(() => {
        if (!active || !ref.current) return;
        grecaptcha.render(ref.current, {
          sitekey: siteKey,
          callback: (token) => onChange(token),
          'expired-callback': () => onChange(null),
        });
      });
    });
    return () => {
      active = false;
    };
  }, [siteKey, onChange]);

  return <div ref={ref} />;
}
