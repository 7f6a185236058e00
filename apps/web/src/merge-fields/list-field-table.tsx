import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ListRowDraft } from './use-list-drafts';

interface ListFieldTableProps {
  list: string;
  columns: readonly string[];
  rows: readonly ListRowDraft[];
  readOnly: boolean;
  onAdd: () => void;
  onChange: (index: number, key: string, value: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

type Focus = { row: number; action: 'up' | 'down' | 'first' } | null;

/** One list field as a small table: a row per item, a column per key, with add, move and remove. */
export function ListFieldTable({ list, columns, rows, readOnly, ...on }: ListFieldTableProps) {
  const table = useRef<HTMLTableElement>(null);
  // After a move, the focus follows the row to its new place, so the keys can go on moving it.
  const focusNext = useRef<Focus>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const row = `tr[data-row="${target.row}"]`;
    // At the top or the bottom its own move is disabled: the focus goes to the other way's.
    const selector =
      target.action === 'first'
        ? `${row} input`
        : `${row} button[data-action="${target.action}"]:not(:disabled), ${row} button[data-action]:not(:disabled)`;
    table.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const move = (from: number, to: number, action: 'up' | 'down') => {
    focusNext.current = { row: to, action };
    on.onMove(from, to);
  };
  const add = () => {
    focusNext.current = { row: rows.length, action: 'first' };
    on.onAdd();
  };

  return (
    <div className="grid gap-2">
      {rows.length > 0 && (
        <div className="overflow-x-auto rounded-md border">
          <table ref={table} className="w-full text-sm">
            <thead className="bg-muted/50 text-left text-muted-foreground text-xs">
              <tr>
                <th scope="col" className="w-8 px-2 py-1.5 font-medium">
                  #
                </th>
                {columns.map((key) => (
                  <th key={key} scope="col" className="px-2 py-1.5 font-medium font-mono">
                    {key}
                  </th>
                ))}
                {!readOnly && (
                  <th scope="col" className="px-2 py-1.5">
                    <span className="sr-only">Row actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const number = index + 1;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list; it has no id of its own
                  <tr key={index} data-row={index} className="border-t">
                    <td className="px-2 py-1 text-muted-foreground text-xs tabular-nums">{number}</td>
                    {columns.map((key) => (
                      <td key={key} className="min-w-28 px-1 py-1">
                        <Input
                          aria-label={`${key}, row ${number} of ${list}`}
                          value={Object.hasOwn(row, key) ? row[key] : ''}
                          readOnly={readOnly}
                          autoComplete="off"
                          className="h-8 px-2"
                          onChange={(event) => on.onChange(index, key, event.target.value)}
                        />
                      </td>
                    ))}
                    {!readOnly && (
                      <td className="whitespace-nowrap px-1 py-1 text-right">
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-7"
                          data-action="up"
                          aria-label={`Move row ${number} up`}
                          disabled={index === 0}
                          onClick={() => move(index, index - 1, 'up')}
                        >
                          <ArrowUpIcon aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-7"
                          data-action="down"
                          aria-label={`Move row ${number} down`}
                          disabled={index === rows.length - 1}
                          onClick={() => move(index, index + 1, 'down')}
                        >
                          <ArrowDownIcon aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-7"
                          aria-label={`Remove row ${number}`}
                          onClick={() => on.onRemove(index)}
                        >
                          <Trash2Icon aria-hidden="true" />
                        </Button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {!readOnly && (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={add}>
          <PlusIcon aria-hidden="true" />
          Add row
        </Button>
      )}
    </div>
  );
}
