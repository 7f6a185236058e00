import { DEFAULT_HEADER_FOOTER, type HeaderFooterConfig, headerFooterConfig } from '@lexdraft/contract';
import type { JSONContent } from '@tiptap/core';
import type { Db } from '../../db/client.js';
import { storedContentJson } from '../../lib/editor-document.js';
import { sensitiveMasker } from '../../lib/sensitive-masking.js';
import type { AssetStore } from '../assets/read-own-asset.js';
import type { ServiceContext } from '../auth/context.js';
import { findDocument } from '../documents/scope.js';
import { valuesVersion } from '../documents/values-version.js';
import { readVersionParts, splitContent } from '../documents/version-content.js';
import { valueSourcesOf } from '../merge-fields/content-sources.js';
import { layersOf } from '../merge-fields/value-layers.js';
import { bandFieldIds, bandLines, bandTextLines } from './band-text.js';
import { fieldIdsOf, imageSourcesOf } from './body-index.js';
import { bodyKey, cachedBodyJson, keptBodyJson } from './body-json-cache.js';
import { OFF_THREAD_BODY_CHARS, readBodyOffThread } from './body-json-pool.js';
import { loadCommentThreads } from './comment-threads.js';
import type { ExportDocument, ExportImage, ExportMarkup } from './export-document.js';
import { exportImageReader } from './export-images.js';
import { fieldLabels, fieldTexts, maskedTexts } from './field-texts.js';
import { findLetterhead } from './find-letterhead.js';
import { pendingSuggestionCount } from './pending-suggestions.js';
import { assemblyProblemsError, resolveBody } from './resolve-body.js';

// Everything an export needs, read once: the current version's body and values, the letterhead,
// the header and footer, and the images, from the caller's organization only.

export type LoadedExport = {
  /** Its body resolved: the branches taken, the repeats expanded, each field's printed text (resolve-body.ts). */
  document: ExportDocument;
  /** The ids of the fields (and lists) the body and bands need without a value, in order of first need. */
  unresolvedFields: string[];
  /** How many suggestions the current version has pending (a clean export refuses any). */
  pendingSuggestions: number;
};

type DocumentRow = Awaited<ReturnType<typeof findDocument>>;

type LoadExportOptions = {
  /** `redline` loads the comment threads the body marks, for the Word file's comments. */
  markup?: ExportMarkup;
  /** The body to print in place of the current version's stored body (a version's redline), before it is resolved. */
  replaceBody?: (document: DocumentRow, current: JSONContent) => Promise<JSONContent>;
};

/**
 * The value parts of a document's version (all of its content an export reads besides the body:
 * field-texts.ts, find-letterhead.ts) and its body's JSON. The body, the bulk of the row (hundreds of
 * kilobytes), is read only when its JSON is not kept already.
 */
export async function loadVersion(
  db: Db,
  documentId: string,
  number: number,
): Promise<{ content: Record<string, unknown>; body: JSONContent }> {
  // At version 0 the values typed before a first save wait in a row numbered 0 (values-version.ts).
  const parts = await readVersionParts(db, documentId, number);
  if (!parts) return { content: {}, body: storedContentJson({}) };
  const kept = keptBodyJson(bodyKey(parts));
  if (kept) return { content: parts.valueParts, body: kept };
  // Read whole in one query, not the body by the digest just read: the values paths may have
  // changed the row's body in place since, and dropped the former one.
  const version = await valuesVersion(db, documentId, number);
  if (!version) return { content: {}, body: storedContentJson({}) };
  const { body, valueParts } = splitContent(version.content);
  const html = body.ckeditor_html;
  const size = typeof html === 'string' ? html.length : 0;
  const offThread = size >= OFF_THREAD_BODY_CHARS ? await readBodyOffThread(body) : undefined;
  const json = cachedBodyJson(bodyKey(version), size, () => offThread ?? storedContentJson(body));
  return { content: valueParts, body: json };
}

/** Loads a document of the caller's organization for export; another organization's is 404, one that cannot be assembled 422. */
export async function loadExport(
  db: Db,
  ctx: ServiceContext,
  store: AssetStore,
  documentId: string,
  options: LoadExportOptions = {},
): Promise<LoadedExport> {
  const row = await findDocument(db, ctx, documentId);
  const [{ content, body: currentBody }, layers, masker] = await Promise.all([
    loadVersion(db, row.id, row.currentVersion),
    layersOf(db, ctx, row.id),
    sensitiveMasker(db, ctx),
  ]);
  const pendingSuggestions = pendingSuggestionCount(currentBody);
  const storedBody = options.replaceBody ? await options.replaceBody(row, currentBody) : currentBody;
  // A field the document leaves empty prints its linked record's value or the firm's default.
  const sources = { ...valueSourcesOf(content), layers };
  // Stored through the strict schema; read through it again, since its colours end up in CSS.
  const stored = headerFooterConfig.safeParse(row.headerFooter);
  const headerFooter: HeaderFooterConfig = stored.success ? stored.data : DEFAULT_HEADER_FOOTER;
  const headerLines = headerFooter.header.enabled ? bandLines(headerFooter.header.content) : [];
  const footerLines = headerFooter.footer.enabled ? bandLines(headerFooter.footer.content) : [];

  const texts = fieldTexts(sources, new Map());
  // Conditions take their branch and repeats expand against the values a viewer would be shown.
  const resolved = await resolveBody(db, ctx, row.id, storedBody, sources, masker);
  if (resolved.problems.length > 0) throw assemblyProblemsError(resolved.problems);
  const body = resolved.body;
  const bandFields = [...bandFieldIds(headerLines), ...bandFieldIds(footerLines)];
  const unresolvedFields = [
    ...new Set([
      // The resolver names what the taken branches print and read; without logic, each field printed.
      ...(resolved.unresolved ?? fieldIdsOf(body).filter((id) => texts(id).unresolved)),
      ...bandFields.filter((id) => texts(id).unresolved),
    ]),
  ];
  const labels = unresolvedFields.length > 0 ? await fieldLabels(db, ctx) : new Map<string, string>();
  // A viewer's export prints sensitive values masked, as every answer to a viewer does.
  const field = maskedTexts(fieldTexts(sources, labels), masker);
  const readImage = exportImageReader(db, ctx, store);
  const letterheadSetting = findLetterhead(content, row.metadata);
  const logoUrl = headerFooter.header.enabled ? headerFooter.header.logo?.url : undefined;
  const imageUrls = imageSourcesOf(body);
  const [letterheadImage, logo, bodyImages, threads] = await Promise.all([
    letterheadSetting ? readImage(letterheadSetting.image_url) : null,
    logoUrl ? readImage(logoUrl) : null,
    Promise.all(imageUrls.map(readImage)),
    options.markup === 'redline' ? loadCommentThreads(db, ctx, row.id, body) : undefined,
  ]);
  const images = new Map<string, ExportImage>();
  imageUrls.forEach((src, index) => {
    const image = bodyImages[index];
    if (image) images.set(src, image);
  });

  let letterhead: ExportDocument['letterhead'] = null;
  if (letterheadSetting && letterheadImage) {
    const { image_url: _, ...placement } = letterheadSetting;
    letterhead = { ...placement, image: letterheadImage };
  }
  return {
    document: {
      name: row.name,
      body,
      field,
      bandText: { header: bandTextLines(headerLines, field), footer: bandTextLines(footerLines, field) },
      letterhead,
      headerFooter,
      logo,
      images,
      ...(options.markup ? { markup: options.markup } : {}),
      ...(threads ? { threads } : {}),
    },
    unresolvedFields,
    pendingSuggestions,
  };
}
