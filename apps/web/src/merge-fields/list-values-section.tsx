import { RECORD_LISTS } from '@lexdraft/core';
import { ListIcon, RotateCwIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ListFieldTable } from './list-field-table';
import { useListValuesStore } from './list-values-store';
import { useMergeFieldStore } from './merge-field-store';
import type { ListDrafts } from './use-list-drafts';

// Manage Field Values' lists (issue 30): each list the document's repeats, joins and counts use.
// A list field is a small table the firm fills; a record list shows what the linked records give.

/** What a record list's rows say they are. */
export const FROM_LINKED_ENTITY = 'From the linked entity';
const FROM_LINKED_RECORDS = 'From the document’s linked records';

/** The keys a list's table shows: those its repeats read, then any others its rows hold. */
function columnsOf(used: readonly string[], rows: readonly Record<string, string>[]): string[] {
  const keys = new Set(used);
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  return [...keys];
}

interface ListValuesSectionProps {
  drafts: ListDrafts;
  readOnly: boolean;
}

/** The lists of the open document, loaded when the dialog opens; nothing when it uses none. */
export function ListValuesSection({ drafts, readOnly }: ListValuesSectionProps) {
  const logic = useMergeFieldStore((state) => state.logic);
  const documentId = useMergeFieldStore((state) => state.documentId);
  const { status, error, recordLists } = useListValuesStore(
    useShallow(({ status, error, recordLists }) => ({ status, error, recordLists })),
  );
  const used = logic.lists.length > 0;
  useEffect(() => {
    if (used && documentId) void useListValuesStore.getState().load(documentId);
  }, [used, documentId]);
  if (!used) return null;

  const reload = () => documentId && void useListValuesStore.getState().load(documentId);
  return (
    <section aria-label="Lists" className="grid grid-cols-1 gap-4 pt-6">
      <h3 className="flex items-center gap-1.5 border-b pb-1.5 font-semibold text-muted-foreground text-xs uppercase tracking-wide">
        <ListIcon className="size-3.5" aria-hidden="true" />
        Lists
      </h3>
      {status === 'loading' || status === 'idle' ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner aria-hidden="true" className="size-3.5" />
          Loading the lists…
        </p>
      ) : status === 'error' ? (
        <div role="alert" className="flex items-center gap-2 text-destructive text-sm">
          <p>{error}</p>
          <Button variant="outline" size="sm" onClick={reload}>
            <RotateCwIcon aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        logic.lists.map((list) => {
          const keys = logic.columns[list] ?? [];
          if (RECORD_LISTS.includes(list)) {
            const rows = Object.hasOwn(recordLists, list) ? recordLists[list]! : undefined;
            return (
              <ListBlock
                key={list}
                list={list}
                note={list.startsWith('entity.') ? FROM_LINKED_ENTITY : FROM_LINKED_RECORDS}
              >
                {rows === undefined ? (
                  <Hint>No linked record fills this list yet: link one in Document Info.</Hint>
                ) : rows.length === 0 ? (
                  <Hint>Empty: the linked records give no items, so it prints nothing.</Hint>
                ) : (
                  <ListFieldTable
                    list={list}
                    columns={columnsOf(keys, rows)}
                    rows={rows}
                    readOnly
                    {...NO_EDITS}
                  />
                )}
              </ListBlock>
            );
          }
          const rows = drafts.rowsOf(list);
          const columns = columnsOf(keys, rows);
          return (
            <ListBlock key={list} list={list}>
              {columns.length === 0 ? (
                <Hint>
                  The repeat reads no keys yet: write a field such as <code>{'{{item.name}}'}</code> inside
                  it.
                </Hint>
              ) : (
                <>
                  {!drafts.isSet(list) && <Hint>Not set yet: add its rows here.</Hint>}
                  {drafts.isSet(list) && rows.length === 0 && <Hint>Empty: it prints nothing.</Hint>}
                  <ListFieldTable
                    list={list}
                    columns={columns}
                    rows={rows}
                    readOnly={readOnly}
                    onAdd={() => drafts.addRow(list)}
                    onChange={(index, key, value) => drafts.setCell(list, index, key, value)}
                    onMove={(from, to) => drafts.moveRow(list, from, to)}
                    onRemove={(index) => drafts.removeRow(list, index)}
                  />
                </>
              )}
            </ListBlock>
          );
        })
      )}
    </section>
  );
}

const ignore = () => undefined;
const NO_EDITS = { onAdd: ignore, onChange: ignore, onMove: ignore, onRemove: ignore };

function ListBlock({ list, note, children }: { list: string; note?: string; children: ReactNode }) {
  return (
    <section aria-label={list} className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <code className="font-medium font-mono text-sm">{list}</code>
        {note && <span className="text-muted-foreground text-xs">{note}</span>}
      </div>
      {children}
    </section>
  );
}

function Hint({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground text-xs">{children}</p>;
}
