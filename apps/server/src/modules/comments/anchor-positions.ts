import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { commentThreads, documentVersionBodies, documentVersions } from '../../db/schema.js';

// Where each thread's text starts in the document: the first `data-comment="ID"` in the current
// version's HTML, found by PostgreSQL so that a long document's HTML never travels to Node for it.
// A cheap string scan, not a parse: the comment mark always renders the attribute this way.

/**
 * Each thread of the document (optionally one) with the character position of its first anchor in
 * the current version's HTML, 0 when none is left there (detached).
 */
export async function anchorPositions(
  db: Db,
  document: { id: string; orgId: string; currentVersion: number },
  threadId?: string,
): Promise<Map<string, number>> {
  const oneThread = threadId ? sql`and ${commentThreads.id} = ${threadId}` : sql``;
  // Materialized, so the HTML is taken out of the stored body once, not once per thread.
  const result = await db.execute<{ id: string; position: number }>(sql`
    with current_html as materialized (
      select ${documentVersionBodies.body} ->> 'ckeditor_html' as html
      from ${documentVersions}
      join ${documentVersionBodies}
        on ${documentVersionBodies.orgId} = ${documentVersions.orgId}
        and ${documentVersionBodies.sha256} = ${documentVersions.bodySha256}
      where ${documentVersions.documentId} = ${document.id}
        and ${documentVersions.version} = ${document.currentVersion}
    )
    select ${commentThreads.id} as id,
      coalesce((select strpos(html, 'data-comment="' || ${commentThreads.id}::text || '"') from current_html), 0)::int as position
    from ${commentThreads}
    where ${commentThreads.orgId} = ${document.orgId} and ${commentThreads.documentId} = ${document.id} ${oneThread}`);
  return new Map(result.rows.map((row) => [row.id, Number(row.position)]));
}
