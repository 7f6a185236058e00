import { FALLBACK_MERGE_FIELDS } from '@lexdraft/core';
import { useEffect, useState } from 'react';
import { listMergeFields, type ServerFieldDefinition } from '@/api/merge-fields';
import { toast } from '@/lib/toast';

const FALLBACK: ServerFieldDefinition[] = FALLBACK_MERGE_FIELDS.map((field) => ({
  ...field,
  source: 'model',
}));

/**
 * The fields a placeholder can become, as the editor lists them: the data model's fields and the
 * firm's smart fields (GET /api/merge-fields). Null while they load; the built-in list, with the
 * spec's toast, when they cannot be loaded.
 */
export function useFieldCatalogue(): ServerFieldDefinition[] | null {
  const [definitions, setDefinitions] = useState<ServerFieldDefinition[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    listMergeFields({ signal: controller.signal }).then(
      (loaded) => {
        if (!controller.signal.aborted) setDefinitions(loaded);
      },
      () => {
        if (controller.signal.aborted) return;
        toast.error('Failed to load merge fields. Using default configuration.');
        setDefinitions(FALLBACK);
      },
    );
    return () => controller.abort();
  }, []);
  return definitions;
}
