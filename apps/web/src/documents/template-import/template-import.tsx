import { ArrowLeftIcon, CircleAlertIcon, FileTextIcon, PencilIcon } from 'lucide-react';
import type * as React from 'react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ServerFieldDefinition } from '@/api/merge-fields';
import type { ImportedPlaceholder } from '@/api/template-import';
import { PendingButton } from '@/components/pending-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { categoryLabel } from '../library/facets';
import { DocxDropZone } from './docx-drop-zone';
import { DetailsFields, DetectionSwitch } from './import-details-form';
import { ImportLogic } from './import-logic';
import { ImportPreview, ImportWarnings } from './import-preview';
import { choiceFor } from './mappings';
import { customNameInputId, mappingRowId, PlaceholderMappings } from './placeholder-mappings';
import { useFieldCatalogue } from './use-field-catalogue';
import { type Failure, useTemplateImport } from './use-template-import';

/** The Import Template screen's two steps: the file and details, then the preview and mappings. */
export function TemplateImport() {
  const definitions = useFieldCatalogue();
  const flow = useTemplateImport(definitions);
  // A step entered from the other one takes focus at its heading (not the first on page load).
  const lastStep = useRef(flow.step);
  const moved = useRef(false);
  if (lastStep.current !== flow.step) {
    lastStep.current = flow.step;
    moved.current = true;
  }
  return flow.step === 'details' ? (
    <DetailsStep flow={flow} focusHeading={moved.current} />
  ) : (
    <PreviewStep flow={flow} definitions={definitions} focusHeading={moved.current} />
  );
}

/** Brings a step's heading into view and focus when the step is entered from the other one. */
function useStepFocus(focusHeading: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusHeading) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [focusHeading]);
  return heading;
}

type Flow = ReturnType<typeof useTemplateImport>;

const NONE: ImportedPlaceholder[] = [];

function FailureAlert({ failure }: { failure: Failure | null }) {
  if (failure === null) return null;
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden="true" />
      <AlertTitle>{failure.title}</AlertTitle>
      {failure.detail && <AlertDescription className="break-words">{failure.detail}</AlertDescription>}
    </Alert>
  );
}

function ProgressBar({ value, label }: { value: number | null; label: string }) {
  if (value === null) return null;
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${value}%` }} />
      </div>
      <span className="shrink-0 text-muted-foreground text-xs tabular-nums">{value}%</span>
    </div>
  );
}

interface StepHeadingProps {
  id?: string;
  step: number;
  title: string;
  ref?: React.Ref<HTMLHeadingElement>;
}

function StepHeading({ id, step, title, ref }: StepHeadingProps) {
  return (
    <h2
      ref={ref}
      id={id}
      tabIndex={-1}
      className="flex scroll-mt-20 items-center gap-2.5 font-semibold text-lg outline-none"
    >
      <span className="flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground text-xs">
        {step}
      </span>
      {title}
      <span className="sr-only">(step {step} of 2)</span>
    </h2>
  );
}

function DetailsStep({ flow, focusHeading }: { flow: Flow; focusHeading: boolean }) {
  const id = useId();
  const heading = useStepFocus(focusHeading);
  const nameInputId = `${id}-name`;
  const fileButtonId = `${id}-file`;
  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="mx-auto grid max-w-3xl gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (flow.previewing) return;
        const missing = flow.submitDetails();
        if (missing) document.getElementById(missing === 'file' ? fileButtonId : nameInputId)?.focus();
      }}
    >
      <StepHeading ref={heading} id={`${id}-heading`} step={1} title="File and details" />
      <DocxDropZone
        file={flow.file}
        error={flow.fileError}
        onFile={flow.pickFile}
        disabled={flow.previewing}
        buttonId={fileButtonId}
      />
      <DetailsFields
        details={flow.details}
        onChange={flow.changeDetails}
        nameError={flow.nameError}
        nameInputId={nameInputId}
        disabled={flow.previewing}
      />
      <DetectionSwitch
        checked={flow.details.intelligentDetection}
        onChange={(detection) => flow.changeDetails({ intelligentDetection: detection })}
        disabled={flow.previewing}
      />
      <FailureAlert failure={flow.previewFailure} />
      <div className="grid gap-3">
        <ProgressBar value={flow.previewing ? flow.progress : null} label="Reading the Word file" />
        <div className="flex justify-end">
          <PendingButton type="submit" pending={flow.previewing} pendingLabel="Reading the file…">
            Preview
          </PendingButton>
        </div>
      </div>
    </form>
  );
}

function Summary({ flow }: { flow: Flow }) {
  const { details, preview } = flow;
  const items = [
    { term: 'Category', value: categoryLabel(details.category.trim() || 'general') },
    { term: 'Jurisdiction', value: details.jurisdiction_code.trim() || 'Not set' },
    { term: 'Tags', value: details.tags.length === 0 ? 'None' : details.tags.join(', ') },
  ];
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-start">
      <FileTextIcon className="hidden size-5 shrink-0 text-muted-foreground sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold">{details.name.trim()}</p>
        <p className="break-all text-muted-foreground text-xs">{preview?.file.name}</p>
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {items.map((item) => (
            <div key={item.term} className="flex min-w-0 gap-1.5">
              <dt className="text-muted-foreground">{item.term}</dt>
              <dd className="min-w-0 break-words">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Button variant="outline" size="sm" onClick={flow.backToDetails} disabled={flow.importing}>
        <PencilIcon aria-hidden="true" />
        Edit details
      </Button>
    </div>
  );
}

function PreviewStep({
  flow,
  definitions,
  focusHeading,
}: {
  flow: Flow;
  definitions: readonly ServerFieldDefinition[] | null;
  focusHeading: boolean;
}) {
  const heading = useStepFocus(focusHeading);
  const { preview } = flow;
  const [active, setActive] = useState<number | null>(null);
  const pane = useRef<HTMLDivElement>(null);
  const placeholders = preview?.result.placeholders ?? NONE;
  const kinds = useMemo(
    () =>
      definitions === null
        ? []
        : placeholders.map((placeholder) => choiceFor(placeholder, flow.chosen, definitions).kind),
    [placeholders, flow.chosen, definitions],
  );

  // A highlight clicked in the document leads to its row.
  const pickMark = useCallback((index: number) => {
    setActive(index);
    const row = document.getElementById(mappingRowId(index));
    row?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    row?.querySelector('button')?.focus({ preventScroll: true });
  }, []);

  // A row in focus shows its first highlight, scrolling the document's pane only.
  const activateRow = useCallback((index: number) => {
    setActive(index);
    const box = pane.current;
    const mark = box?.querySelector(`mark[data-placeholder="${index}"]`);
    if (!box || !mark) return;
    const offset = mark.getBoundingClientRect().top - box.getBoundingClientRect().top;
    if (offset < 0 || offset > box.clientHeight - 40) box.scrollTop += offset - box.clientHeight / 3;
  }, []);

  if (!preview) return null;
  const { result } = preview;

  const submit = async () => {
    const wrong = await flow.submitImport();
    if (wrong !== undefined && wrong >= 0) {
      const input = document.getElementById(customNameInputId(wrong));
      input?.scrollIntoView?.({ block: 'center' });
      input?.focus({ preventScroll: true });
    }
  };

  const count = result.placeholders.length;
  return (
    <div className="grid gap-6">
      <Summary flow={flow} />
      <StepHeading ref={heading} step={2} title="Check the preview and the fields" />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start">
        <section aria-labelledby="import-preview-heading" className="grid min-w-0 gap-3 xl:sticky xl:top-20">
          <h3 id="import-preview-heading" className="font-semibold text-base">
            Converted document
          </h3>
          <DetectionSwitch
            checked={flow.details.intelligentDetection}
            onChange={flow.changeDetection}
            disabled={flow.previewing || flow.importing}
          />
          <ProgressBar value={flow.previewing ? flow.progress : null} label="Reading the Word file" />
          <FailureAlert failure={flow.previewFailure} />
          <div
            ref={pane}
            className={cn(
              'max-h-[60vh] overflow-auto rounded-xl xl:max-h-[calc(100vh-16rem)]',
              flow.previewing && 'opacity-60',
            )}
            aria-busy={flow.previewing || undefined}
          >
            <ImportPreview preview={result} kinds={kinds} active={active} onPick={pickMark} />
          </div>
          <ImportLogic logic={result.logic} />
          <ImportWarnings warnings={result.warnings} />
        </section>
        <section aria-labelledby="import-mappings-heading" className="grid min-w-0 gap-3">
          <div>
            <h3 id="import-mappings-heading" className="font-semibold text-base">
              Placeholders
            </h3>
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {count === 0
                ? 'None found'
                : `${count} found. Each becomes the field chosen, a custom field, or stays as text.`}
            </p>
          </div>
          <PlaceholderMappings
            placeholders={result.placeholders}
            definitions={definitions}
            chosen={flow.chosen}
            onChoose={flow.choose}
            problems={flow.problems}
            showProblems={flow.showProblems}
            active={active}
            onActivate={activateRow}
            disabled={flow.importing || flow.previewing}
          />
        </section>
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 grid gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        <FailureAlert failure={flow.importFailure} />
        <ProgressBar value={flow.importing ? flow.progress : null} label="Importing the template" />
        <div className="flex items-center justify-between gap-3">
          <Button variant="ghost" onClick={flow.backToDetails} disabled={flow.importing}>
            <ArrowLeftIcon aria-hidden="true" />
            Back
          </Button>
          <PendingButton
            pending={flow.importing}
            pendingLabel="Importing…"
            disabled={definitions === null || flow.previewing}
            onClick={() => void submit()}
          >
            Import template
          </PendingButton>
        </div>
      </div>
    </div>
  );
}
