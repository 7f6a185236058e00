import { groupMergeFields } from '@lexdraft/core';
import { RefreshCwIcon, SaveIcon } from 'lucide-react';
import type * as React from 'react';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { CountPill, MergeFieldGroup } from './merge-field-group';
import { MergeFieldInput } from './merge-field-input';
import { requiredProblems, useMergeFieldStore } from './merge-field-store';
import { MergeFieldsEmpty } from './merge-fields-empty';
import { PanelLists } from './panel-lists';
import { useDocumentFields } from './use-document-fields';

interface MergeFieldsPanelProps {
  /** Viewers, templates and preview: values show but cannot change, and nothing is saved from here. */
  readOnly: boolean;
  /** Saves what is pending and loads the definitions and values again. */
  onRefresh: () => void;
  /** Opens Manage Field Values, where the lists' rows are filled. */
  onManageFields?: () => void;
}

/** The Merge Fields tab: the document's fields by group, each with its value, and refresh and save. */
export function MergeFieldsPanel({ readOnly, onRefresh, onManageFields }: MergeFieldsPanelProps) {
  const fields = useDocumentFields();
  // A plain object of strings: compared shallowly, so unrelated store changes do not re-render.
  const problems = useMergeFieldStore(useShallow((state) => Object.fromEntries(requiredProblems(state))));
  const groups = groupMergeFields(fields);
  const hasLists = useMergeFieldStore((state) => state.logic.lists.length > 0);

  return (
    <div className="flex min-h-full flex-col">
      <div className="sticky top-0 z-10 flex h-11 shrink-0 items-center gap-2 border-b bg-card/95 pr-2 pl-4 backdrop-blur supports-[backdrop-filter]:bg-card/80">
        <h2 className="font-semibold text-sm">Merge Fields</h2>
        <CountPill count={fields.length} />
        <div className="ml-auto flex items-center gap-0.5">
          <PanelAction label="Refresh merge fields" onClick={onRefresh}>
            <RefreshCwIcon aria-hidden="true" />
          </PanelAction>
          {!readOnly && fields.length > 0 && <SaveAction />}
        </div>
      </div>
      {groups.length === 0 && !hasLists ? (
        <MergeFieldsEmpty />
      ) : (
        <div className="divide-y">
          {groups.map(({ group, fields: members }) => (
            <MergeFieldGroup key={group.id} title={group.label} count={members.length}>
              {members.map((field) => (
                <MergeFieldInput
                  key={field.id}
                  field={field}
                  readOnly={readOnly}
                  problem={problems[field.id]}
                />
              ))}
            </MergeFieldGroup>
          ))}
          <PanelLists onManage={onManageFields} />
        </div>
      )}
    </div>
  );
}

function SaveAction() {
  const saving = useMergeFieldStore((state) => state.saving);
  const saveNow = useMergeFieldStore((state) => state.saveNow);
  return (
    <PanelAction
      label="Save merge field values"
      disabled={saving}
      onClick={() => void saveNow({ successMessage: 'All merge field values saved' })}
    >
      {saving ? <Spinner aria-label="Saving" /> : <SaveIcon aria-hidden="true" />}
    </PanelAction>
  );
}

interface PanelActionProps {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}

/** A small icon button of the panel's header, named by its label and explained by a tooltip. */
function PanelAction({ label, disabled, onClick, children }: PanelActionProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          disabled={disabled}
          onClick={onClick}
          className="size-8 text-muted-foreground hover:text-foreground!"
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent side="bottom">{label}</TooltipContent>
    </Tooltip>
  );
}
