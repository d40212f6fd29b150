import { describe, expect, it } from 'vitest';
import { pageOf, visiblePages } from './pagination-links.tsx';

describe('pages', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['9999999', 1],
  ])('reads ?page=%j as %d', (value, page) => {
    expect(pageOf(value)).toBe(page);
  });

  it('shows the first, the last and the pages near the current one', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(6, 20)).toEqual([1, 4, 5, 6, 7, 8, 20]);
  });
});
