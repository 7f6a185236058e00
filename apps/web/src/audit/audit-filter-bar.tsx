import { SlidersHorizontalIcon, XIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { ACTION_SUGGESTIONS, TARGET_TYPE_SUGGESTIONS } from './audit-actions';
import { hasAuditFilters } from './audit-filters';
import { FilterTextInput } from './filter-text-input';
import type { AuditFilterControls } from './use-audit-filters';
import { useFirmUsers } from './use-firm-users';

const ACTION_LIST_ID = 'audit-action-suggestions';
const TARGET_TYPE_LIST_ID = 'audit-target-type-suggestions';
const FIELDS_ID = 'audit-filter-fields';

/** One filter: its label above the control. */
function FilterField({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      {children}
    </div>
  );
}

/** The values a text filter suggests as it is typed. */
function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}

/** The audit log's filters: action, person, target, dates, and Clear filters. */
export function AuditFilterBar({ filters, setFilters, clearFilters }: AuditFilterControls) {
  const users = useFirmUsers();
  const people = [...users].sort((a, b) => (a.full_name || a.email).localeCompare(b.full_name || b.email));
  // A person from a shared link whose name is not (yet) known keeps the select's value valid.
  const unknownPerson = filters.actor_id !== '' && !users.some((user) => user.id === filters.actor_id);
  const filtered = hasAuditFilters(filters);
  // On a phone the six fields fold behind a Filters button; those in force keep them in view.
  const [expanded, setExpanded] = useState(filtered);

  return (
    <fieldset className="grid min-w-0 gap-3 border-b bg-muted/30 p-4 sm:px-6">
      <legend className="sr-only">Filter the audit log</legend>
      <Button
        variant="outline"
        className="justify-self-start sm:hidden"
        aria-expanded={expanded}
        aria-controls={FIELDS_ID}
        onClick={() => setExpanded(!expanded)}
      >
        <SlidersHorizontalIcon aria-hidden="true" />
        Filters
      </Button>
      <div
        id={FIELDS_ID}
        className={cn('grid min-w-0 gap-3 sm:grid-cols-2 lg:grid-cols-6', !expanded && 'max-sm:hidden')}
      >
        <FilterField id="audit-filter-action" label="Action">
          <FilterTextInput
            id="audit-filter-action"
            list={ACTION_LIST_ID}
            placeholder="auth.*"
            value={filters.action}
            onCommit={(action) => setFilters({ action })}
            className="font-mono"
          />
          <Suggestions id={ACTION_LIST_ID} values={ACTION_SUGGESTIONS} />
        </FilterField>
        <FilterField id="audit-filter-person" label="Person">
          <NativeSelect
            id="audit-filter-person"
            value={filters.actor_id}
            onChange={(event) => setFilters({ actor_id: event.target.value })}
            className="w-full"
          >
            <option value="">Anyone</option>
            {unknownPerson && <option value={filters.actor_id}>Selected person</option>}
            {people.map((user) => (
              <option key={user.id} value={user.id}>
                {user.full_name ? `${user.full_name} (${user.email})` : user.email}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <FilterField id="audit-filter-target-type" label="Target type">
          <FilterTextInput
            id="audit-filter-target-type"
            list={TARGET_TYPE_LIST_ID}
            placeholder="document"
            value={filters.target_type}
            onCommit={(target_type) => setFilters({ target_type })}
          />
          <Suggestions id={TARGET_TYPE_LIST_ID} values={TARGET_TYPE_SUGGESTIONS} />
        </FilterField>
        <FilterField id="audit-filter-target-id" label="Target id">
          <FilterTextInput
            id="audit-filter-target-id"
            value={filters.target_id}
            onCommit={(target_id) => setFilters({ target_id })}
            className="font-mono"
          />
        </FilterField>
        <FilterField id="audit-filter-from" label="From">
          <Input
            id="audit-filter-from"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => setFilters({ from: event.target.value })}
          />
        </FilterField>
        <FilterField id="audit-filter-to" label="To">
          <Input
            id="audit-filter-to"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => setFilters({ to: event.target.value })}
          />
        </FilterField>
      </div>
      {filtered && (
        <Button
          variant="ghost"
          size="sm"
          onClick={clearFilters}
          className="justify-self-start text-muted-foreground"
        >
          <XIcon aria-hidden="true" />
          Clear filters
        </Button>
      )}
    </fieldset>
  );
}
