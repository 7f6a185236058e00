import { type FieldValueLayer, layeredFieldValue } from '@lexdraft/core';
import type { ValueLayers } from '@/api/value-layers';
import type { MergeFieldState } from './merge-field-store';
import { useValueLayersStore } from './value-layers-store';

// A field's value as preview and the export show it (docs/field-trust.md, "Layered values"): the
// document's own, else its linked record's, else the firm's default; and words that say which.

type Values = Pick<MergeFieldState, 'values' | 'smartValues' | 'customFields'>;

const layersNow = () => useValueLayersStore.getState().layers;

/** The value a field shows and its layer; undefined while no layer fills it. */
export function layeredValue(
  state: Values,
  id: string,
  layers: ValueLayers | null = layersNow(),
): { value: string; layer: FieldValueLayer } | undefined {
  return layeredFieldValue(id, {
    values: state.values,
    smartValues: state.smartValues,
    customFields: state.customFields,
    layers: layers ?? undefined,
  });
}

/** The value a field shows in preview, from whichever layer fills it; undefined while none does. */
export function previewValue(state: Values, id: string, layers?: ValueLayers | null): string | undefined {
  return layeredValue(state, id, layers)?.value;
}

const RECORD_KINDS = { entity: 'entity', person: 'owner', contact: 'contact' } as const;

/** What a preview chip's tooltip says about a lower layer; undefined for the document's own value. */
export function layerNote(
  layer: FieldValueLayer,
  id: string,
  layers: ValueLayers | null,
): string | undefined {
  if (layer === 'default') return 'From the firm’s default';
  const source = layer === 'record' ? layers?.record_sources[id] : undefined;
  if (!source) return undefined;
  return `From the linked ${RECORD_KINDS[source.record_type]} ${source.record_name}`;
}

/**
 * The value a lower layer gives a field the document leaves empty, and its short hint ("Default",
 * "From Acme Holdings LLC"): an empty input shows them, so clearing visibly falls back.
 */
export function fallbackOf(
  id: string,
  layers: ValueLayers | null,
): { value: string; hint: string } | undefined {
  const below = layeredFieldValue(id, { values: {}, layers: layers ?? undefined });
  if (!below || !layers) return undefined;
  if (below.layer === 'default') return { value: below.value, hint: 'Default' };
  const source = layers.record_sources[id];
  return { value: below.value, hint: source ? `From ${source.record_name}` : 'From the linked record' };
}

/** The fallback of a field, following the open document's layers. */
export function useFallback(id: string) {
  const layers = useValueLayersStore((state) => state.layers);
  return fallbackOf(id, layers);
}
