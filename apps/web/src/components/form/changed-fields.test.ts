import { describe, expect, it } from 'vitest';
import { changedFields, withoutEmptyStrings } from './changed-fields';

describe('changedFields', () => {
  it('keeps only the fields whose value differs, lists compared by content', () => {
    const original = { name: 'Bag', tone: 1, scheduleReport: ['gps'] };
    expect(changedFields(original, { name: 'Bag', tone: 2, scheduleReport: ['gps'] })).toEqual({ tone: 2 });
    expect(changedFields(original, { name: 'Bag', tone: 1, scheduleReport: ['gps', 'cell'] })).toEqual({
      scheduleReport: ['gps', 'cell'],
    });
    expect(changedFields(original, original)).toEqual({});
  });
});

describe('withoutEmptyStrings', () => {
  it('drops empty strings and keeps every other value', () => {
    expect(withoutEmptyStrings({ name: 'Bag', color: '', devicePicture: '', enable: false, level: 0 })).toEqual({
      name: 'Bag',
      enable: false,
      level: 0,
    });
  });
});
