import { describe, expect, it } from 'vitest';
import { combineSaveOptions } from './use-document-save';

describe('combineSaveOptions', () => {
  it('keeps an Overwrite that a later autosave replaces while both wait', () => {
    expect(combineSaveOptions({ overwrite: true, notify: true }, { auto: true })).toEqual({
      auto: false,
      notify: true,
      askOnConflict: false,
      overwrite: true,
    });
  });

  it('stays quiet only when both saves were autosaves', () => {
    expect(combineSaveOptions({ auto: true }, { auto: true }).auto).toBe(true);
    expect(combineSaveOptions({ auto: true }, { askOnConflict: true })).toMatchObject({
      auto: false,
      askOnConflict: true,
    });
  });
});
