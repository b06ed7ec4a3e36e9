import { systemEndpoints } from '@lodestar/contract';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { configFixture } from './fixtures';
import { onCall } from './on-call';
import { server } from './server';

/** The installation runs the ALTCHA captcha; its challenge is never fetched, the tests report the widget's states. */
export function useAltchaCaptcha(): void {
  server.use(
    onCall(systemEndpoints.config, () => HttpResponse.json(configFixture({ provider: 'altcha', challengeUrl: '/api/captcha/challenge' }))),
    onCall(systemEndpoints.captchaChallenge, () => HttpResponse.json({}, { status: 503 })),
  );
}

/** The ALTCHA widget on the page, once it is there; a fresh widget is a new element. */
export function findAltchaWidget(container: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const widget = container.querySelector<HTMLElement>('altcha-widget');
    if (!widget) throw new Error('no ALTCHA widget yet');
    return widget;
  });
}

/** What the widget tells the page: `verified` with its payload once solved, or another state without one. */
export function reportAltchaState(widget: HTMLElement, state: 'unverified' | 'verifying' | 'verified' | 'expired', payload?: string) {
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}
