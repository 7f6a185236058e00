import type { ValueLayersResponse } from '@lexdraft/contract';
import { type ApiCallOptions, api } from './client';

// The layers below a document's own values (docs/field-trust.md, "Layered values").

export type ValueLayers = ValueLayersResponse;

/** The firm's defaults and the values of the records the document is linked to, by field id. */
export function getValueLayers(documentId: string, options?: ApiCallOptions) {
  return api.get<ValueLayers>(`/docs/documents/${encodeURIComponent(documentId)}/value-layers`, {
    fallbackMessage: 'Failed to load the linked records’ values',
    ...options,
  });
}
