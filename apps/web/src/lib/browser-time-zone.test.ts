import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from './browser-time-zone';

const inZone = (timeZone: string) =>
  vi
    .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
    .mockReturnValue({ timeZone } as Intl.ResolvedDateTimeFormatOptions);

describe("the browser's time zone", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is its own when the list offers it', () => {
    inZone('Australia/Sydney');
    expect(browserTimeZone()).toBe('Australia/Sydney');
  });

  it('is an offered zone with the same offset now when the list names it otherwise', () => {
    inZone('UTC');
    expect(browserTimeZone(new Date('2026-07-01T00:00:00Z'))).toBe('Etc/UTC');
    inZone('Asia/Calcutta');
    expect(browserTimeZone(new Date('2026-07-01T00:00:00Z'))).toBe('Asia/Kolkata');
  });
});
