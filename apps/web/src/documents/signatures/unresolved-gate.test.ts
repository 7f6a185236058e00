import { describe, expect, it } from 'vitest';
import { type MergeFieldState, useMergeFieldStore } from '@/merge-fields/merge-field-store';
import { NO_LOGIC } from '@/merge-fields/store/state';
import { unresolvedFields } from './unresolved-gate';

// The send dialog's gate (issue 30): a field that stands only in a branch not taken needs no
// value, so a document with conditions or repeats is judged by the server's resolution alone.

function stateWith(part: Partial<MergeFieldState>): MergeFieldState {
  return {
    ...useMergeFieldStore.getState(),
    definitions: [],
    values: {},
    smartValues: {},
    customFields: [],
    counts: new Map([
      ['client.name', 1],
      ['rush.fee', 1],
    ]),
    ...part,
  };
}

describe('the fields the send gate lists', () => {
  it('are the empty fields of the text in a document without logic', () => {
    const state = stateWith({ logic: NO_LOGIC });
    expect(unresolvedFields(state, []).map((field) => field.id)).toEqual(['client.name', 'rush.fee']);
  });

  it("are only the server's in a document with logic, those still empty", () => {
    const state = stateWith({
      logic: { ...NO_LOGIC, conditions: ['agreement.rush'] },
      values: { 'client.name': 'Ada Pryce' },
    });
    expect(unresolvedFields(state, [])).toEqual([]);
    expect(unresolvedFields(state, ['agreement.rush', 'client.name']).map((field) => field.id)).toEqual([
      'agreement.rush',
    ]);
  });
});
