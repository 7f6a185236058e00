import { TOOLBAR_OVERFLOW_RESERVE_PX } from '@lexdraft/core';
import { describe, expect, it } from 'vitest';
import { fitToolbarItems } from './fit-toolbar-items';

describe('fitToolbarItems', () => {
  it('keeps every item when they all fit, without reserving room for the overflow button', () => {
    expect(fitToolbarItems([100, 100, 100], 300, TOOLBAR_OVERFLOW_RESERVE_PX)).toBe(3);
  });

  it('reserves room for the overflow button once anything overflows', () => {
    // 300 px would hold two items and most of a third, but 40 px go to "More tools".
    expect(fitToolbarItems([100, 100, 100, 100], 300, TOOLBAR_OVERFLOW_RESERVE_PX)).toBe(2);
    expect(fitToolbarItems([100, 100, 100, 100], 340, TOOLBAR_OVERFLOW_RESERVE_PX)).toBe(3);
  });

  it('stops at the first item that does not fit, so the order of the toolbar is kept', () => {
    expect(fitToolbarItems([30, 200, 10, 10], 150, 40)).toBe(1);
  });

  it('fits nothing when even the first item is wider than the room left', () => {
    expect(fitToolbarItems([120, 30], 100, 40)).toBe(0);
  });

  it('treats unmeasured (zero-width) items as fitting, as in jsdom', () => {
    expect(fitToolbarItems([0, 0, 0], 0, 40)).toBe(3);
  });

  it('handles an empty toolbar', () => {
    expect(fitToolbarItems([], 0, 40)).toBe(0);
  });
});
