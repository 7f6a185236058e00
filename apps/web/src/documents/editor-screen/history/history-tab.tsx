import { useEffect, useState } from 'react';
import { downloadFile } from '@/api/client';
import { listVersions, type VersionListItem } from '@/api/documents';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { lazyDialog } from '@/lib/lazy-component';
import { toast } from '@/lib/toast';
import { saveFile } from '../export/save-file';

// The compare view and its diff library are fetched when a version is first chosen.
const VersionCompareDialog = lazyDialog(
  async () => (await import('./version-compare-dialog')).VersionCompareDialog,
  ({ version }) => version !== null,
);

export interface HistoryTabProps {
  documentId: string;
  currentVersion: number;
  /** Viewers and templates: History without Restore. */
  readOnly: boolean;
  unsaved: boolean;
  onRestored: () => Promise<void>;
}

type Page = { items: VersionListItem[]; nextBefore: number | null };
type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | ({ status: 'ready'; loadingMore: boolean; moreError: string | null } & Page);

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** Versions by the local day they were saved on, in the order given (newest first). */
function byDay(items: VersionListItem[]) {
  const groups: { day: string; items: VersionListItem[] }[] = [];
  for (const item of items) {
    const day = dayFormat.format(new Date(item.created_at));
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/**
 * Downloads the Word redline of the current version against `version`: every difference as a
 * tracked change (GET …/versions/{n}/redline, docs/negotiation.md), under the signed-in user's token.
 */
async function downloadRedline(documentId: string, version: number): Promise<void> {
  try {
    const file = await downloadFile(
      `/docs/documents/${encodeURIComponent(documentId)}/versions/${version}/redline?format=docx`,
    );
    saveFile(file.blob, file.fileName ?? `redline-v${version}.docx`);
  } catch (error) {
    toast.error('Redline failed', { description: errorMessage(error, 'Failed to build the redline') });
  }
}

/** History: the document's versions newest first, grouped by day; choosing one compares it. */
export function HistoryTab({ documentId, currentVersion, readOnly, unsaved, onRestored }: HistoryTabProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [chosen, setChosen] = useState<VersionListItem | null>(null);
  // The version whose redline is being built: its button waits for the file.
  const [redlining, setRedlining] = useState<number | null>(null);

  const redline = async (version: number) => {
    setRedlining(version);
    await downloadRedline(documentId, version);
    setRedlining(null);
  };

  // The panel keys this tab by the current version, so a save's new version reads the list again.
  useEffect(() => {
    const abort = new AbortController();
    listVersions(documentId, {}, { signal: abort.signal }).then(
      (page) =>
        setState({
          status: 'ready',
          items: page.items,
          nextBefore: page.next_before,
          loadingMore: false,
          moreError: null,
        }),
      (error: unknown) => {
        if (!abort.signal.aborted)
          setState({ status: 'error', message: errorMessage(error, 'Failed to load versions') });
      },
    );
    return () => abort.abort();
  }, [documentId]);

  const loadMore = async () => {
    if (state.status !== 'ready' || state.nextBefore === null) return;
    setState({ ...state, loadingMore: true, moreError: null });
    try {
      const page = await listVersions(documentId, { before: state.nextBefore });
      setState((now) =>
        now.status === 'ready'
          ? { ...now, items: [...now.items, ...page.items], nextBefore: page.next_before, loadingMore: false }
          : now,
      );
    } catch (error) {
      const moreError = errorMessage(error, 'Failed to load versions');
      setState((now) => (now.status === 'ready' ? { ...now, loadingMore: false, moreError } : now));
    }
  };

  return (
    <div className="p-4">
      {state.status === 'loading' && (
        <div className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner /> Loading versions…
        </div>
      )}
      {state.status === 'error' && (
        <p role="alert" className="text-destructive text-sm">
          {state.message}
        </p>
      )}
      {state.status === 'ready' && state.items.length === 0 && (
        <p className="text-muted-foreground text-sm">No versions yet. Each save adds one.</p>
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <div className="space-y-4">
          {byDay(state.items).map((group) => (
            <section key={group.day} aria-label={group.day}>
              <h3 className="mb-1 font-medium text-muted-foreground text-xs">{group.day}</h3>
              <ul className="space-y-1">
                {group.items.map((item) => (
                  <li key={item.version} className="flex items-start gap-1">
                    <button
                      type="button"
                      className="min-w-0 flex-1 rounded-md px-2 py-1.5 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                      onClick={() => setChosen(item)}
                    >
                      <span className="flex items-baseline justify-between gap-2">
                        <span className="font-medium text-sm">Version {item.version}</span>
                        <span className="shrink-0 text-muted-foreground text-xs">
                          {timeFormat.format(new Date(item.created_at))}
                        </span>
                      </span>
                      <span className="block truncate text-muted-foreground text-xs">
                        {item.version === currentVersion ? 'Current · ' : ''}
                        {item.author?.name ?? 'Unknown user'} · {item.summary}
                      </span>
                    </button>
                    {/* The current version against itself would be a file without changes. */}
                    {item.version !== currentVersion && (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="shrink-0 text-xs"
                        aria-label={`Download redline against version ${item.version}`}
                        disabled={redlining !== null}
                        onClick={() => void redline(item.version)}
                      >
                        {redlining === item.version && <Spinner />}
                        Download redline
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {state.moreError && (
            <p role="alert" className="text-destructive text-sm">
              {state.moreError}
            </p>
          )}
          {state.nextBefore !== null && (
            <Button
              variant="outline"
              className="w-full"
              disabled={state.loadingMore}
              onClick={() => void loadMore()}
            >
              {state.loadingMore && <Spinner />}
              Load more
            </Button>
          )}
        </div>
      )}
      <VersionCompareDialog
        documentId={documentId}
        version={chosen}
        currentVersion={currentVersion}
        canRestore={!readOnly}
        unsaved={unsaved}
        onClose={() => setChosen(null)}
        onRestored={onRestored}
      />
    </div>
  );
}
