import type { Language } from '@lodestar/contract';
import type {} from 'altcha/types/react';
import { useEffect, useRef } from 'react';
import { useShownLanguage } from '../../lib/i18n/language-provider';
import type { CaptchaWidgetProps } from './captcha-props';

interface AltchaStateDetail {
  state: string;
  payload?: string;
}

/** The widget's own words in the other languages (English comes with it), loaded only for the shown one. */
const widgetWords: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  es: () => import('altcha/i18n/es-es'),
  de: () => import('altcha/i18n/de'),
  ar: () => import('altcha/i18n/ar'),
};

export function AltchaWidget({ challengeUrl, onChange }: CaptchaWidgetProps & { challengeUrl: string }) {
  const ref = useRef<HTMLElement>(null);
  const language = useShownLanguage();

  // Without them the widget speaks English: it still works.
  useEffect(() => {
    if (language !== 'en') widgetWords[language]().catch(() => undefined);
  }, [language]);

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
      language={language}
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
