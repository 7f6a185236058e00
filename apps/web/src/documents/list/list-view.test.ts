import { describe, expect, it } from 'vitest';
import { type ListViewInput, listView } from './list-view';

const settled: ListViewInput = {
  loaded: true,
  loading: false,
  failure: null,
  count: 3,
  total: 3,
  filtered: false,
};

describe('listView', () => {
  it('shows skeletons until the first answer, and never an empty state before it', () => {
    expect(listView({ ...settled, loaded: false, count: 0, total: 0 })).toBe('loading');
    expect(listView({ ...settled, loading: true, count: 0 })).toBe('loading');
  });

  it('keeps rows on screen while newer ones load', () => {
    expect(listView({ ...settled, loading: true })).toBe('refreshing');
    expect(listView({ ...settled, loaded: false })).toBe('refreshing');
  });

  it('replaces rows by the failure, since they no longer answer the filters', () => {
    expect(listView({ ...settled, failure: 'Database unavailable' })).toBe('failure');
    expect(listView({ ...settled, loading: true, failure: 'Database unavailable' })).toBe('loading');
  });

  it('tells an empty firm from filters that match nothing', () => {
    expect(listView({ ...settled, count: 0, total: 0 })).toBe('empty');
    expect(listView({ ...settled, count: 0, total: 0, filtered: true })).toBe('no-matches');
  });

  it('waits on a page past the end, which moves back', () => {
    expect(listView({ ...settled, count: 0, total: 30 })).toBe('loading');
  });
});
