/** What the list area shows. */
export type ListView = 'loading' | 'refreshing' | 'rows' | 'failure' | 'no-matches' | 'empty';

export interface ListViewInput {
  /** The page's first request has answered. */
  loaded: boolean;
  loading: boolean;
  failure: string | null;
  /** Rows on this page. */
  count: number;
  /** Documents matching the filters, on every page. */
  total: number;
  filtered: boolean;
}

/**
 * Chooses the list's state. Rows already on screen stay (dimmed) while newer ones load; a failure
 * replaces them, since they no longer answer the filters asked for; the empty states wait for an
 * answer, so a slow first load never flashes "No documents yet".
 */
export function listView({ loaded, loading, failure, count, total, filtered }: ListViewInput): ListView {
  if (!loaded || loading) return count > 0 && failure === null ? 'refreshing' : 'loading';
  if (failure !== null) return 'failure';
  if (count > 0) return 'rows';
  // A page past the end (an old link, the last row of a page deleted): the page moves back.
  if (total > 0) return 'loading';
  return filtered ? 'no-matches' : 'empty';
}
