import type {
  footerConfig,
  headerConfig,
  headerFooterConfig,
  letterhead,
  letterheadBody,
  pageNumbersConfig,
} from '@lexdraft/contract';
import type { z } from 'zod';
import { type ApiCallOptions, api } from './client';

// The header and footer and letterhead calls of docs/layout-api.md. The shapes are the server's contract
// (@lexdraft/contract), imported as types only: no zod reaches the bundle.

/** A document's header and footer, as the server answers them (every field present). */
export type HeaderFooterConfig = z.infer<typeof headerFooterConfig>;
export type HeaderConfig = z.infer<typeof headerConfig>;
export type FooterConfig = z.infer<typeof footerConfig>;
export type PageNumbersConfig = z.infer<typeof pageNumbersConfig>;
/** What a save sends: a logo's position and width may be left to the server's defaults. */
export type HeaderFooterChanges = z.input<typeof headerFooterConfig>;

const path = (documentId: string) =>
  `/api/docs/assets/header-footer-config/${encodeURIComponent(documentId)}`;

/** The document's header and footer; the defaults when it was never configured. */
export function getHeaderFooterConfig(documentId: string, options?: ApiCallOptions) {
  return api.get<HeaderFooterConfig>(path(documentId), {
    fallbackMessage: 'Failed to load header & footer settings',
    ...options,
  });
}

/** Replaces the document's header and footer; answers what was stored. */
export function saveHeaderFooterConfig(documentId: string, config: HeaderFooterChanges) {
  return api.post<HeaderFooterConfig>(path(documentId), config, {
    fallbackMessage: 'Failed to save header & footer settings',
  });
}

/** A document's letterhead, as the server answers it (every field present). */
export type Letterhead = z.infer<typeof letterhead>;
/** What a letterhead save sends: position, width and height may be left to the server's defaults. */
export type LetterheadChanges = NonNullable<z.input<typeof letterheadBody>['letterhead']>;

const letterheadPath = (documentId: string) => `/docs/documents/${encodeURIComponent(documentId)}/letterhead`;

/** The document's letterhead, or null when it has none. */
export async function getLetterhead(documentId: string, options?: ApiCallOptions) {
  const answer = await api.get<{ letterhead: Letterhead | null }>(letterheadPath(documentId), {
    fallbackMessage: 'Failed to load letterhead',
    ...options,
  });
  return answer.letterhead;
}

/** Sets the document's letterhead, or removes it given null; answers what is stored. */
export async function setLetterhead(documentId: string, value: LetterheadChanges | null) {
  const answer = await api.put<{ letterhead: Letterhead | null }>(
    letterheadPath(documentId),
    { letterhead: value },
    { fallbackMessage: value ? 'Failed to update letterhead' : 'Failed to remove letterhead' },
  );
  return answer.letterhead;
}
