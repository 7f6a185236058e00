import type { Db } from '../../db/client.js';
import type { documents } from '../../db/schema.js';
import { valuesVersion } from './values-version.js';

// What a document made from a template starts with, whichever path makes it (Use Template without
// an entity, create-from-template, generate; issue 29 item 1): the template's content, whose
// metadata holds the letterhead, its document metadata, and its header and footer with the logo.
// One function, so that no path forgets a part of the letterhead again.

type TemplateRow = Pick<typeof documents.$inferSelect, 'id' | 'currentVersion' | 'metadata' | 'headerFooter'>;

/**
 * The template's content and layout for a new document. The content is its current version's, or,
 * for a template that has no text saved yet, the row numbered 0 in which a letterhead set on it
 * waits (documents/current-content.ts); undefined when it has neither.
 */
export async function templateStart(tx: Db, template: TemplateRow) {
  const version = await valuesVersion(tx, template.id, template.currentVersion);
  return {
    content: version?.content,
    metadata: template.metadata,
    headerFooter: template.headerFooter,
  };
}
