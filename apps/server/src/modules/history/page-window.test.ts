import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-queries.js';

describe('pageWindow', () => {
  it('reads a page in the newer half from the newest end', () => {
    expect(pageWindow(0, 10, 100)).toMatchObject({ offset: 0, limit: 10, reversed: false });
    expect(pageWindow(40, 10, 100)).toMatchObject({ offset: 40, limit: 10, reversed: false });
  });

  it('reads a page in the older half from the oldest end, the last page cut to what is left', () => {
    expect(pageWindow(50, 10, 100)).toMatchObject({ offset: 40, limit: 10, reversed: true });
    expect(pageWindow(90, 10, 100)).toMatchObject({ offset: 0, limit: 10, reversed: true });
    expect(pageWindow(20, 10, 25)).toMatchObject({ offset: 0, limit: 5, reversed: true });
  });
});
