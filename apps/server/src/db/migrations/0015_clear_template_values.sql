-- Templates keep no client's data (issue 28): the values a document held when it was converted
-- (merge-field values, smart-field values, custom fields' values, field_source_refs) are cleared in
-- every version of every template, with their provenance rows and the template's links to records.
-- The firm's defaults (smart_fields.default_value) stay. The same clearing as
-- modules/documents/template-values.ts; running it again changes nothing.
UPDATE "document_versions" AS v
SET "value_parts" =
  (v."value_parts" - 'merge_field_values' - 'placeholders' - 'metadata')
  || CASE WHEN v."value_parts" ? 'merge_field_values'
       THEN '{"merge_field_values": {}}'::jsonb ELSE '{}'::jsonb END
  || CASE WHEN v."value_parts" ? 'placeholders'
       THEN '{"placeholders": {}}'::jsonb ELSE '{}'::jsonb END
  || CASE
       WHEN jsonb_typeof(v."value_parts" -> 'metadata') = 'object' THEN jsonb_build_object(
         'metadata',
         ((v."value_parts" -> 'metadata') - 'field_source_refs' - 'custom_fields')
         || CASE WHEN jsonb_typeof(v."value_parts" -> 'metadata' -> 'custom_fields') = 'array'
              THEN jsonb_build_object('custom_fields', (
                SELECT coalesce(jsonb_agg(
                  CASE WHEN jsonb_typeof(field) = 'object' AND field ? 'value'
                    THEN field || '{"value": ""}'::jsonb ELSE field END
                  ORDER BY position), '[]'::jsonb)
                FROM jsonb_array_elements(v."value_parts" -> 'metadata' -> 'custom_fields')
                  WITH ORDINALITY AS fields(field, position)))
              ELSE '{}'::jsonb END)
       WHEN v."value_parts" ? 'metadata'
         THEN jsonb_build_object('metadata', v."value_parts" -> 'metadata')
       ELSE '{}'::jsonb
     END,
  "value_writes" = '{}'::jsonb
FROM "documents" AS d
WHERE d."id" = v."document_id" AND d."is_template";
--> statement-breakpoint
DELETE FROM "field_value_sources" AS s
USING "documents" AS d
WHERE d."id" = s."document_id" AND d."is_template";
--> statement-breakpoint
DELETE FROM "document_entities" AS l USING "documents" AS d WHERE d."id" = l."document_id" AND d."is_template";
--> statement-breakpoint
DELETE FROM "document_owners" AS l USING "documents" AS d WHERE d."id" = l."document_id" AND d."is_template";
--> statement-breakpoint
DELETE FROM "document_contacts" AS l USING "documents" AS d WHERE d."id" = l."document_id" AND d."is_template";
