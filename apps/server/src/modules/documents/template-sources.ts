import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fieldValueSources } from '../../db/schema.js';
import type { ServiceContext } from '../auth/context.js';

// A document made from a template starts with the template's values, and with their provenance
// rows (docs/field-trust.md, "Provenance"; merge-fields/value-sources.ts writes them otherwise).

/**
 * Gives a new document made from a template (create-from-template, generate) the template's rows:
 * its values came with the content, and so did where they came from, who filled them and when, and
 * whether they are stale. A record's later change marks them in the new document too.
 */
export async function copySources(tx: Db, ctx: ServiceContext, fromDocumentId: string, toDocumentId: string) {
  await tx.execute(sql`
    insert into ${fieldValueSources}
      (org_id, document_id, field_id, source, record_type, record_id, record_field, record_updated_at,
       record_value, template_id, by_user_id, by_name, by_email, at, stale)
    select org_id, ${toDocumentId}, field_id, source, record_type, record_id, record_field, record_updated_at,
       record_value, template_id, by_user_id, by_name, by_email, at, stale
    from ${fieldValueSources}
    where org_id = ${ctx.user.orgId} and document_id = ${fromDocumentId}`);
}
