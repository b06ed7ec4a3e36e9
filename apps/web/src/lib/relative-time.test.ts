import { describe, expect, it } from 'vitest';
import { translateIn } from '../test/translate';
import { relativeTime } from './relative-time';

const t = translateIn();

const now = new Date('2026-11-22T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

describe('relative time', () => {
  it('reads "a few seconds ago" under a minute, and for a time slightly in the future', () => {
    expect(relativeTime(t, before(0), now)).toBe('a few seconds ago');
    expect(relativeTime(t, before(59 * second), now)).toBe('a few seconds ago');
    expect(relativeTime(t, before(-5 * second), now)).toBe('a few seconds ago');
  });

  it('counts minutes, then hours', () => {
    expect(relativeTime(t, before(minute), now)).toBe('a minute ago');
    expect(relativeTime(t, before(5 * minute + 20 * second), now)).toBe('5 minutes ago');
    expect(relativeTime(t, before(59 * minute), now)).toBe('59 minutes ago');
    expect(relativeTime(t, before(hour), now)).toBe('an hour ago');
    expect(relativeTime(t, before(23 * hour), now)).toBe('23 hours ago');
  });

  it('counts days, weeks under 4, then months under 12, then years', () => {
    expect(relativeTime(t, before(day), now)).toBe('a day ago');
    expect(relativeTime(t, before(3 * day), now)).toBe('3 days ago');
    expect(relativeTime(t, before(7 * day), now)).toBe('a week ago');
    expect(relativeTime(t, before(15 * day), now)).toBe('2 weeks ago');
    expect(relativeTime(t, before(29 * day), now)).toBe('29 days ago');
    expect(relativeTime(t, '2026-10-20T12:00:00Z', now)).toBe('a month ago');
    expect(relativeTime(t, '2026-07-10T12:00:00Z', now)).toBe('4 months ago');
    expect(relativeTime(t, '2025-12-01T12:00:00Z', now)).toBe('11 months ago');
    expect(relativeTime(t, '2025-11-22T12:00:00Z', now)).toBe('a year ago');
    expect(relativeTime(t, '2024-06-01T12:00:00Z', now)).toBe('2 years ago');
  });
});
