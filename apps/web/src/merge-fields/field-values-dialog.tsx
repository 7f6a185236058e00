import { type KeyboardEvent, useRef, useState } from 'react';
import type { ExternalSource, FieldTemplate } from '@/api/merge-fields';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/lib/toast';
import type { FieldMapping } from './field-mappings';
import { FieldTemplatesView } from './field-templates-view';
import { FieldValuesFooter } from './field-values-footer';
import { FromDatabaseTab } from './from-database-tab';
import { ListValuesSection } from './list-values-section';
import { useListValuesStore } from './list-values-store';
import { ManualEntryTab } from './manual-entry-tab';
import { useMergeFieldStore } from './merge-field-store';
import type { SourceFill } from './source-card';
import { useDocumentFields } from './use-document-fields';
import { useFieldDrafts } from './use-field-drafts';
import { useListDrafts } from './use-list-drafts';

export interface FieldValuesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Values are shown but cannot be changed, linked or saved. */
  readOnly: boolean;
}

/** Manage Field Values: type values, fill them from contacts and entities, or apply a saved template. */
export function FieldValuesDialog({ open, onOpenChange, readOnly }: FieldValuesDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted while open only, so each opening starts without drafts or mappings. */}
      {open && <FieldValuesContent readOnly={readOnly} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

type Tab = 'manual' | 'database';

function FieldValuesContent({ readOnly, onClose }: { readOnly: boolean; onClose: () => void }) {
  const fields = useDocumentFields();
  const drafts = useFieldDrafts({ onSaved: onClose });
  const lists = useListDrafts();
  const hasLists = useMergeFieldStore((state) => state.logic.lists.length > 0);
  const listsSaving = useListValuesStore((state) => state.saving);
  // The lists first: the values' save closes the dialog once it succeeds.
  const saveAll = async () => {
    if (await lists.save()) await drafts.saveValues();
  };
  const [view, setView] = useState<'fields' | 'templates'>('fields');
  const [tab, setTab] = useState<Tab>('manual');
  const [mappings, setMappings] = useState<FieldMapping[]>([]);
  const content = useRef<HTMLDivElement>(null);

  const fillFromRecord = useMergeFieldStore((state) => state.fillFromRecord);
  const fillFromTemplate = useMergeFieldStore((state) => state.fillFromTemplate);

  const fillFromSource = async (source: ExternalSource, fills: SourceFill[]) => {
    const filled = await drafts.fill(() =>
      fillFromRecord(
        { record_type: source.type, record_id: source.id },
        fills.map(({ field }) => field.id),
      ),
    );
    if (!filled) return;
    const written = fills.filter(({ field }) => Object.hasOwn(filled, field.id));
    setMappings((current) => [
      ...current.filter((mapping) => !written.some(({ field }) => field.id === mapping.fieldId)),
      ...written.map(({ field }) => ({
        fieldId: field.id,
        label: field.label,
        sourceName: source.name,
        value: filled[field.id]!,
      })),
    ]);
  };

  const applyTemplate = async (template: FieldTemplate) => {
    if (!(await drafts.fill(() => fillFromTemplate(template.id)))) return;
    toast.success(`Applied template: ${template.name}`);
    setView('fields');
    setTab('manual');
  };

  const { draftValue } = drafts;
  // What the inputs show, filled ones only: the values Save Current as Template keeps.
  const currentValues = Object.fromEntries(
    fields
      .map((field) => [field.id, draftValue(field.id)] as const)
      .filter(([, value]) => value.trim() !== ''),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || readOnly) return;
    event.preventDefault();
    void saveAll();
  };

  return (
    <DialogContent
      ref={content}
      onKeyDown={onKeyDown}
      onOpenAutoFocus={(event) => {
        // Start in the first field rather than on the tabs.
        const first = content.current?.querySelector<HTMLElement>('[data-field-input]');
        if (!first) return;
        event.preventDefault();
        first.focus();
      }}
      className="flex h-dvh max-h-dvh max-w-full flex-col gap-0 rounded-none border-0 p-0 sm:h-auto sm:max-h-[min(88vh,52rem)] sm:max-w-3xl sm:rounded-lg sm:border"
    >
      <DialogHeader className="px-6 pt-6 pb-4 pr-12 text-left">
        <DialogTitle>Manage Field Values</DialogTitle>
        <DialogDescription>
          Fill in this document's merge fields by hand, from a contact or entity, or from a saved template.
        </DialogDescription>
      </DialogHeader>
      {view === 'templates' ? (
        <div className="min-h-0 flex-1 overflow-y-auto px-6 pb-4">
          <FieldTemplatesView
            fields={fields}
            currentValues={currentValues}
            readOnly={readOnly}
            onBack={() => setView('fields')}
            onApply={(template) => void applyTemplate(template)}
          />
        </div>
      ) : (
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="min-h-0 flex-1 gap-0">
          <TabsList className="mx-6 mb-3">
            <TabsTrigger value="manual">Manual Entry</TabsTrigger>
            <TabsTrigger value="database">From Database</TabsTrigger>
          </TabsList>
          <TabsContent value="manual" className="min-h-0 overflow-y-auto px-6 pt-1 pb-4">
            <ManualEntryTab
              fields={fields}
              draftValue={draftValue}
              onChange={drafts.setDraft}
              problems={drafts.problems}
              showAllProblems={drafts.attempted}
              readOnly={readOnly}
              hasLists={hasLists}
            />
            <ListValuesSection drafts={lists} readOnly={readOnly} />
          </TabsContent>
          <TabsContent value="database" className="min-h-0 overflow-y-auto px-6 pt-1 pb-4">
            <FromDatabaseTab
              fields={fields}
              readOnly={readOnly}
              mappings={mappings}
              onFill={(source, fills) => void fillFromSource(source, fills)}
            />
          </TabsContent>
        </Tabs>
      )}
      <FieldValuesFooter
        readOnly={readOnly}
        autoSaving={drafts.autoSaving}
        saving={drafts.saving || listsSaving}
        onTemplates={view === 'fields' ? () => setView('templates') : undefined}
        onCancel={onClose}
        onSave={() => void saveAll()}
      />
    </DialogContent>
  );
}
