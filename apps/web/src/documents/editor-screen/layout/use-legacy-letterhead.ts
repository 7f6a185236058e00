import { isRecord } from '@lexdraft/core';
import { useEffect, useRef } from 'react';
import type { DocumentRecord } from '@/api/documents';
import { useAuthStore } from '@/auth/auth-store';

/**
 * Spec section 4: when the editor is ready, a letterhead found in the document's own metadata
 * (the older place) moves into the content, once and silently. Rare, so its code is fetched only
 * for a document that has one there.
 */
export function useLegacyLetterhead(document: DocumentRecord, ready: boolean): void {
  const orgId = useAuthStore((state) => state.user?.org_id ?? null);
  const tried = useRef<string | null>(null);
  const found = isRecord(document.metadata.letterhead);
  useEffect(() => {
    if (!ready || !found || !orgId || tried.current === document.id) return;
    tried.current = document.id;
    import('./legacy-letterhead')
      .then((module) => module.migrateLegacyLetterhead(document, orgId))
      // Silent: the letterhead stays where it was and is tried again next time.
      .catch(() => undefined);
  }, [ready, found, orgId, document]);
}
