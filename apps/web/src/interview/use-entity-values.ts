import type { InterviewAnswers } from '@lexdraft/core';
import { useEffect, useState } from 'react';
import type { FilterOption } from '@/api/documents';
import { searchSources } from '@/api/merge-fields';

const NONE: InterviewAnswers = {};

/**
 * The values the chosen entity's records fill, by field id (the merge-field sources' `fields`), for
 * the questionnaire's conditions: a question under `entity.entity_type == "LLC"` is asked for an
 * LLC, as the server decides and the new document will print. Empty without an entity or while
 * they load; a failed load leaves them empty (the server decides again on Create document).
 */
export function useEntityValues(entityId: string, entities: FilterOption[] | null): InterviewAnswers {
  const [values, setValues] = useState<{ id: string; fields: InterviewAnswers }>({ id: '', fields: NONE });
  const name = entities?.find((entity) => entity.value === entityId)?.label ?? '';
  useEffect(() => {
    if (entityId === '' || name === '') return;
    const controller = new AbortController();
    searchSources('entity', name, { signal: controller.signal }).then(
      (found) => {
        const match = found.find((source) => source.id === entityId);
        setValues({ id: entityId, fields: (match?.fields as InterviewAnswers | undefined) ?? NONE });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [entityId, name]);
  return values.id === entityId ? values.fields : NONE;
}
