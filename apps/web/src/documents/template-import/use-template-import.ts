import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ServerFieldDefinition } from '@/api/merge-fields';
import {
  type ImportedPlaceholder,
  importTemplate,
  previewTemplateImport,
  type TemplateImportPreview,
} from '@/api/template-import';
import { editorPath } from '@/documents/list/editor-path';
import { errorMessage } from '@/lib/error-message';
import { latestRequest } from '@/lib/latest-request';
import { toast } from '@/lib/toast';
import { useUploadProgress } from '@/lib/use-upload-progress';
import { emptyDetails, fileProblem, type ImportDetails, importFields, nameFromFile } from './import-details';
import { type ChosenMappings, type MappingChoice, mappingProblems, mappingsPayload } from './mappings';

// Spec section 8's texts; the server's reason, when it gives one, is shown with them.
export const PREVIEW_FAILED = 'Failed to preview template import';
export const IMPORT_FAILED = 'Failed to import template';
const NAME_MISSING = 'Please enter a template name';
const NO_PLACEHOLDERS: ImportedPlaceholder[] = [];

/** A failure as shown: the spec's text and the server's reason when it gave one. */
export interface Failure {
  title: string;
  detail?: string;
}

function failureOf(error: unknown, title: string): Failure {
  const message = errorMessage(error, title);
  return message === title ? { title } : { title, detail: message };
}

function report(failure: Failure) {
  toast.error(failure.title, failure.detail === undefined ? undefined : { description: failure.detail });
}

/** A preview as the server answered it, with the file and detection it was made for. */
export interface ShownPreview {
  result: TemplateImportPreview;
  file: File;
  detection: boolean;
}

/**
 * The Import Template screen's state: the file and details (step 1), the preview and the mapping
 * choices (step 2), and the calls between them. Nothing typed is lost when a call fails.
 */
export function useTemplateImport(definitions: readonly ServerFieldDefinition[] | null) {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [details, setDetails] = useState<ImportDetails>(emptyDetails);
  const [nameError, setNameError] = useState<string | null>(null);
  const [step, setStep] = useState<'details' | 'preview'>('details');
  const [preview, setPreview] = useState<ShownPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [previewFailure, setPreviewFailure] = useState<Failure | null>(null);
  const [chosen, setChosen] = useState<ChosenMappings>({});
  const [attempted, setAttempted] = useState(false);
  const [importing, setImporting] = useState(false);
  const [importFailure, setImportFailure] = useState<Failure | null>(null);
  const { progress, track } = useUploadProgress();
  const requests = useRef(latestRequest()).current;

  const changeDetails = useCallback((changes: Partial<ImportDetails>) => {
    setDetails((current) => ({ ...current, ...changes }));
    if (changes.name !== undefined) setNameError(null);
  }, []);

  const pickFile = (picked: File) => {
    const problem = fileProblem(picked);
    if (problem) {
      setFileError(problem);
      return;
    }
    setFileError(null);
    // A name still as the last file gave it follows the new file.
    setDetails((current) => {
      const fromLast = file === null ? '' : nameFromFile(file.name);
      return current.name.trim() === '' || current.name === fromLast
        ? { ...current, name: nameFromFile(picked.name) }
        : current;
    });
    setNameError(null);
    setFile(picked);
    setPreviewFailure(null);
  };

  const runPreview = async (source: File, detection: boolean, onFailure?: () => void) => {
    const current = requests.start();
    setPreviewing(true);
    setPreviewFailure(null);
    setImportFailure(null);
    try {
      const result = await track(() => previewTemplateImport(source, detection));
      if (!current()) return;
      setPreview({ result, file: source, detection });
      setStep('preview');
    } catch (error) {
      if (!current()) return;
      const failure = failureOf(error, PREVIEW_FAILED);
      setPreviewFailure(failure);
      report(failure);
      onFailure?.();
    } finally {
      if (current()) setPreviewing(false);
    }
  };

  /** Step 1's Preview: checks the file and name, then previews (or shows the preview already made for them). */
  const submitDetails = (): 'file' | 'name' | undefined => {
    if (file === null) {
      setFileError('Choose a Word file (.docx) to import');
      return 'file';
    }
    if (details.name.trim() === '') {
      setNameError(NAME_MISSING);
      return 'name';
    }
    if (preview && preview.file === file && preview.detection === details.intelligentDetection) {
      setStep('preview');
      return undefined;
    }
    void runPreview(file, details.intelligentDetection);
    return undefined;
  };

  /** Step 2's switch: the preview is made again with the new choice. */
  const changeDetection = (detection: boolean) => {
    setDetails((current) => ({ ...current, intelligentDetection: detection }));
    if (!preview) return;
    // The preview on screen stays the one the import would use, and so does its switch.
    const shown = preview.detection;
    void runPreview(preview.file, detection, () =>
      setDetails((current) => ({ ...current, intelligentDetection: shown })),
    );
  };

  const choose = useCallback((text: string, choice: MappingChoice) => {
    setChosen((current) => ({ ...current, [text]: choice }));
    setImportFailure(null);
  }, []);

  const placeholders = preview?.result.placeholders ?? NO_PLACEHOLDERS;
  const problems = useMemo(
    () =>
      definitions === null ? new Map<string, string>() : mappingProblems(placeholders, chosen, definitions),
    [placeholders, chosen, definitions],
  );

  /** Step 2's Import; answers the index of the first placeholder whose custom name is wrong, if any. */
  const submitImport = async (): Promise<number | undefined> => {
    if (!preview || definitions === null || importing) return undefined;
    if (details.name.trim() === '') {
      setNameError(NAME_MISSING);
      setStep('details');
      return undefined;
    }
    if (problems.size > 0) {
      setAttempted(true);
      setImportFailure({ title: IMPORT_FAILED, detail: 'Fix the custom field names marked below.' });
      return placeholders.findIndex((placeholder) => problems.has(placeholder.text));
    }
    setImporting(true);
    setImportFailure(null);
    const fields = importFields(
      { ...details, intelligentDetection: preview.detection },
      mappingsPayload(placeholders, chosen, definitions),
    );
    try {
      const template = await track(() => importTemplate(preview.file, fields));
      toast.success('Template imported successfully');
      void navigate(editorPath(template.id));
    } catch (error) {
      const failure = failureOf(error, IMPORT_FAILED);
      setImportFailure(failure);
      report(failure);
      setImporting(false);
    }
    return undefined;
  };

  return {
    file,
    fileError,
    pickFile,
    details,
    changeDetails,
    nameError,
    step,
    backToDetails: () => setStep('details'),
    preview,
    previewing,
    previewFailure,
    progress,
    submitDetails,
    changeDetection,
    chosen,
    choose,
    problems,
    showProblems: attempted,
    importing,
    importFailure,
    submitImport,
  };
}
