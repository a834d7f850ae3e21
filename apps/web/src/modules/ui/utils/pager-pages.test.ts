import { describe, expect, it } from 'vitest';
import { pageRange, pagerPages } from './pager-pages';

describe('the companies pager', () => {
  it('shows at most 5 page numbers around the current page', () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(1, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerPages(7, 20)).toEqual([5, 6, 7, 8, 9]);
    expect(pagerPages(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pagerPages(99, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pagerPages(1, 0)).toEqual([]);
  });

  it('says which rows a page shows', () => {
    expect(pageRange(1, 100, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(1, 100, 42)).toEqual({ from: 1, to: 42 });
    expect(pageRange(2, 100, 250)).toEqual({ from: 101, to: 200 });
    expect(pageRange(3, 100, 250)).toEqual({ from: 201, to: 250 });
  });
});
