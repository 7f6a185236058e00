import type {
  listTemplatesQuery,
  template,
  templateDownloadUrl,
  templateList,
  updateTemplateBody,
} from '@lexdraft/contract';
import type { z } from 'zod';
import { type ApiCallOptions, api, apiOrigin } from './client';

// The template library calls of docs/templates-api.md, one typed function each. The shapes are the
// server's contract (@lexdraft/contract), imported as types only. A template's id is its document's.

/** A template as the library shows it: the document's name and dates with its library fields. */
export type Template = z.infer<typeof template>;
export type TemplateList = z.infer<typeof templateList>;
/** The list's filters; each one given narrows it (category and jurisdiction ignore case). */
export type TemplateListQuery = Partial<z.output<typeof listTemplatesQuery>>;
/** The fields a PATCH may change; absent fields are kept, a null description clears it. */
export type TemplateChanges = z.input<typeof updateTemplateBody>;
export type TemplateDownloadUrl = z.infer<typeof templateDownloadUrl>;

const path = (id: string) => `/docs/templates/${encodeURIComponent(id)}`;

/** Every template of the firm matching the filters, newest first (the library has no pages). */
export async function listTemplates(query: TemplateListQuery = {}, options?: ApiCallOptions) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  const answer = await api.get<TemplateList>(`/docs/templates${text === '' ? '' : `?${text}`}`, {
    fallbackMessage: 'Failed to fetch templates',
    ...options,
  });
  return answer.templates;
}

/** One template of the firm, by its (document's) id. */
export function getTemplate(id: string, options?: ApiCallOptions) {
  return api.get<Template>(path(id), { fallbackMessage: 'Failed to fetch templates', ...options });
}

/** Changes the template's name or library fields; answers the template as it now is. */
export function updateTemplate(id: string, changes: TemplateChanges) {
  return api.patch<Template>(path(id), changes, { fallbackMessage: 'Failed to update template' });
}

/**
 * A link that downloads the template as a Word file for 5 minutes, made absolute: the server
 * answers it relative to the API's origin, and a plain navigation opens it without the app's token.
 */
export async function getTemplateDownloadUrl(id: string): Promise<string> {
  const answer = await api.get<TemplateDownloadUrl>(`${path(id)}/download-url`, {
    fallbackMessage: 'Failed to get download URL',
  });
  return new URL(answer.download_url, apiOrigin()).href;
}

/** Deletes the template with its library row and original Word file; documents made from it stay. */
export function deleteTemplate(id: string) {
  return api.delete<void>(path(id), undefined, { fallbackMessage: 'Failed to delete template' });
}
