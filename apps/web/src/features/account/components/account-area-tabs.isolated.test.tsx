import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountPage } from '../../../test/render-account-page';

/** jsdom lays nothing out: MUI's Tabs learn from an IntersectionObserver whether their end tabs show; here `name` is cut. */
function cutTab(name: string) {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(target: Element) {
        const entry = { target, isIntersecting: target.textContent !== name } as IntersectionObserverEntry;
        this.report([entry], this as unknown as IntersectionObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('account area tabs', () => {
  it('scroll sideways with arrow buttons, on a phone too, when a tab does not fit (375 px)', async () => {
    window.innerWidth = 375;
    cutTab('Account sharing');
    await renderAccountPage();
    const area = screen.getByRole('tablist', { name: 'Account area' }).closest('.MuiTabs-root')!;
    await waitFor(() => expect(area.querySelectorAll('.MuiTabs-scrollButtons')).toHaveLength(2));
    for (const button of area.querySelectorAll('.MuiTabs-scrollButtons')) {
      expect(button).not.toHaveClass('MuiTabs-scrollButtonsHideMobile');
    }
  });
});
