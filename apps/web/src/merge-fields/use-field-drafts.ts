import { FIELD_VALUE_DIALOG_AUTOSAVE_MS } from '@lexdraft/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { type MergeFieldState, requiredProblems, shownValue, useMergeFieldStore } from './merge-field-store';

/** Values typed in the dialog and not yet committed to the store, by field id. */
export type Drafts = Record<string, string>;

/** The store's state as it would be with the drafts committed: each draft replaces every stored value. */
export function withDrafts(state: MergeFieldState, drafts: Drafts): MergeFieldState {
  if (Object.keys(drafts).length === 0) return state;
  return {
    ...state,
    values: { ...state.values, ...drafts },
    smartValues: { ...state.smartValues, ...drafts },
    customFields: state.customFields.map((field) =>
      Object.hasOwn(drafts, field.name) ? { ...field, value: drafts[field.name]! } : field,
    ),
  };
}

/**
 * The dialog's drafts: a change waits FIELD_VALUE_DIALOG_AUTOSAVE_MS after the last one, then the
 * drafts are committed and saved (spec section 4); Save Values commits and saves at once.
 */
export function useFieldDrafts({ onSaved }: { onSaved: () => void }) {
  const state = useMergeFieldStore();
  const { commitValues, saveNow } = state;
  const [drafts, setDrafts] = useState<Drafts>({});
  // The timer reads the drafts when it fires, not when it was set.
  const latest = useRef<Drafts>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef(0);
  const [autoSaving, setAutoSaving] = useState(false);
  const [saving, setSaving] = useState(false);
  const [attempted, setAttempted] = useState(false);

  const replaceDrafts = useCallback((next: Drafts) => {
    latest.current = next;
    setDrafts(next);
  }, []);

  const commitDrafts = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (Object.keys(latest.current).length > 0) commitValues(latest.current);
    replaceDrafts({});
  }, [commitValues, replaceDrafts]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      commitDrafts();
      running.current += 1;
      setAutoSaving(true);
      try {
        await saveNow();
      } finally {
        running.current -= 1;
        setAutoSaving(running.current > 0);
      }
    }, FIELD_VALUE_DIALOG_AUTOSAVE_MS);
  }, [commitDrafts, saveNow]);

  // Closing drops a draft that has not been auto-saved yet, like Cancel.
  useEffect(() => () => clearTimeout(timer.current), []);

  const setDraft = (id: string, value: string) => {
    replaceDrafts({ ...latest.current, [id]: value });
    schedule();
  };

  /**
   * Fills values through the server (a record, a template), which saves them and records their
   * source; the answered values replace the drafts of their fields.
   */
  const fill = async (write: () => Promise<Record<string, string> | null>) => {
    const filled = await write();
    if (!filled) return null;
    replaceDrafts(
      Object.fromEntries(Object.entries(latest.current).filter(([id]) => !Object.hasOwn(filled, id))),
    );
    return filled;
  };

  const problems = requiredProblems(withDrafts(state, drafts));

  const saveValues = async () => {
    if (saving) return;
    const found = requiredProblems(withDrafts(useMergeFieldStore.getState(), latest.current));
    if (found.size > 0) {
      setAttempted(true);
      toast.error('Please fix the errors before saving');
      return;
    }
    commitDrafts();
    setSaving(true);
    try {
      if (await saveNow({ successMessage: 'Field values saved successfully' })) onSaved();
    } finally {
      setSaving(false);
    }
  };

  return {
    /** The value an input shows: its draft, else the stored value. */
    draftValue: (id: string) => (Object.hasOwn(drafts, id) ? drafts[id]! : (shownValue(state, id) ?? '')),
    setDraft,
    fill,
    problems,
    /** Save Values was pressed while required fields were empty: every message shows. */
    attempted,
    autoSaving,
    saving,
    saveValues,
  };
}
