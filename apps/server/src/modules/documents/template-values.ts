import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentVersions, fieldValueSources } from '../../db/schema.js';
import { replaceLinks } from './links.js';

// A template keeps no client's data (issue 28): converting a document clears its own values
// (typed, filled from records, from interviews or generated) and where they came from, in every
// version it keeps, so that neither Use Template, generate, a template's read nor its Word download
// carries them. The firm's defaults (smart fields' default_value) are firm records and stay.
// Migration 0015_clear_template_values.sql does the same to the templates made before.

/**
 * A version's value parts without the document's own values: merge_field_values, placeholders
 * (the smart-field values) and list_values (the rows of its list fields) emptied, each custom field
 * kept by name with a blank value, metadata.field_source_refs dropped. Migration 0015's expression,
 * with list_values, which came after it.
 */
const clearedValueParts = sql`
  (${documentVersions.valueParts} - 'merge_field_values' - 'placeholders' - 'list_values' - 'metadata')
  || case when ${documentVersions.valueParts} ? 'merge_field_values'
       then '{"merge_field_values": {}}'::jsonb else '{}'::jsonb end
  || case when ${documentVersions.valueParts} ? 'placeholders'
       then '{"placeholders": {}}'::jsonb else '{}'::jsonb end
  || case when ${documentVersions.valueParts} ? 'list_values'
       then '{"list_values": {}}'::jsonb else '{}'::jsonb end
  || case
       when jsonb_typeof(${documentVersions.valueParts} -> 'metadata') = 'object' then jsonb_build_object(
         'metadata',
         ((${documentVersions.valueParts} -> 'metadata') - 'field_source_refs' - 'custom_fields')
         || case when jsonb_typeof(${documentVersions.valueParts} -> 'metadata' -> 'custom_fields') = 'array'
              then jsonb_build_object('custom_fields', (
                select coalesce(jsonb_agg(
                  case when jsonb_typeof(field) = 'object' and field ? 'value'
                    then field || '{"value": ""}'::jsonb else field end
                  order by position), '[]'::jsonb)
                from jsonb_array_elements(${documentVersions.valueParts} -> 'metadata' -> 'custom_fields')
                  with ordinality as fields(field, position)))
              else '{}'::jsonb end)
       when ${documentVersions.valueParts} ? 'metadata'
         then jsonb_build_object('metadata', ${documentVersions.valueParts} -> 'metadata')
       else '{}'::jsonb
     end`;

/**
 * Clears a document's own values as it becomes a template, in the caller's transaction (the
 * document's row locked): the values of each of its versions, their provenance rows, and its links
 * to records, whose values the record layer would otherwise print in its export.
 */
export async function clearTemplateValues(tx: Db, orgId: string, documentId: string): Promise<void> {
  await tx.execute(sql`
    update ${documentVersions}
    set ${sql.identifier('value_parts')} = ${clearedValueParts}, ${sql.identifier('value_writes')} = '{}'::jsonb
    where ${documentVersions.orgId} = ${orgId} and ${documentVersions.documentId} = ${documentId}`);
  await tx.execute(sql`
    delete from ${fieldValueSources}
    where ${fieldValueSources.orgId} = ${orgId} and ${fieldValueSources.documentId} = ${documentId}`);
  await replaceLinks(tx, orgId, documentId, { entity_ids: [], owner_ids: [], contact_ids: [] });
}
