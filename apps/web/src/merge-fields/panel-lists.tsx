import { RECORD_LISTS } from '@lexdraft/core';
import { TableIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MergeFieldGroup } from './merge-field-group';
import { useMergeFieldStore } from './merge-field-store';

/**
 * The Merge Fields panel's Lists group (issue 30): the lists the document's repeats, joins and
 * counts use. Their rows are a table, too wide for the panel: the button opens Manage Field Values.
 */
export function PanelLists({ onManage }: { onManage?: () => void }) {
  const lists = useMergeFieldStore((state) => state.logic.lists);
  if (lists.length === 0) return null;
  return (
    <MergeFieldGroup title="Lists" count={lists.length}>
      <ul className="grid gap-1.5">
        {lists.map((list) => (
          <li key={list} className="flex items-baseline justify-between gap-2 text-xs">
            <code className="min-w-0 truncate font-mono">{list}</code>
            <span className="shrink-0 text-muted-foreground">
              {RECORD_LISTS.includes(list) ? 'From the linked records' : 'List field'}
            </span>
          </li>
        ))}
      </ul>
      {onManage && (
        <Button variant="outline" size="sm" onClick={onManage}>
          <TableIcon aria-hidden="true" />
          Fill lists in Manage Field Values
        </Button>
      )}
    </MergeFieldGroup>
  );
}
