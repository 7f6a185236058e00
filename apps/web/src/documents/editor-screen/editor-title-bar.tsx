import { ArrowLeftIcon, LayoutTemplateIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { DocStatusBadge } from '../signatures/signature-labels';
import { DocumentTitle } from './document-title';
import { type EditorChromeState, type EditorCommands, EXPORT_LABELS } from './editor-commands';
import { MoreActionsMenu } from './more-actions-menu';
import { SaveStatusText } from './save-status';
import { TitleBarButtons } from './title-bar-buttons';
import type { SaveQueue } from './use-document-save';

interface EditorTitleBarProps {
  name: string;
  isDraft: boolean;
  /** The document's status: Sent, Completed, Declined and Voided show as badges. */
  docStatus?: string;
  state: EditorChromeState;
  commands: EditorCommands;
  onRename: (name: string) => Promise<void>;
  /** Saves waiting for the network. */
  saveQueue?: SaveQueue;
  /** The Editing / Suggesting / Viewing switch; none for a read-only document. */
  modeSwitch?: ReactNode;
}

/** The bar above the page: back, the editable title with its badges and status, and the actions. */
export function EditorTitleBar({
  name,
  isDraft,
  docStatus,
  state,
  commands,
  onRename,
  saveQueue,
  modeSwitch,
}: EditorTitleBarProps) {
  return (
    <div className="z-10 flex h-14 shrink-0 items-center gap-1.5 border-b bg-card px-2 sm:gap-2 sm:px-4">
      <Button asChild variant="ghost" size="icon" className="shrink-0 text-muted-foreground">
        <Link to="/documents" aria-label="Back to documents">
          <ArrowLeftIcon />
        </Link>
      </Button>
      <div className="flex min-w-0 flex-1 flex-col justify-center">
        <div className="flex min-w-0 items-center gap-2">
          <DocumentTitle name={name} readOnly={state.readOnly} onRename={onRename} />
          {state.isTemplate && (
            <Badge variant="secondary" className="shrink-0">
              <LayoutTemplateIcon aria-hidden="true" />
              Template
            </Badge>
          )}
          {isDraft && !state.isTemplate && (
            <Badge variant="outline" className="shrink-0 text-muted-foreground">
              Draft
            </Badge>
          )}
          {docStatus && !state.isTemplate && <DocStatusBadge status={docStatus} />}
        </div>
        <SaveStatusText
          status={state.saveStatus}
          queue={saveQueue}
          dirty={state.dirty}
          preview={state.preview}
          readOnly={state.readOnly}
        />
      </div>
      {state.exporting && (
        <p
          role="status"
          className="flex shrink-0 items-center gap-1.5 whitespace-nowrap text-muted-foreground text-sm"
        >
          <Spinner aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{EXPORT_LABELS[state.exporting].busy}</span>
        </p>
      )}
      {modeSwitch}
      <TitleBarButtons state={state} commands={commands} className="hidden shrink-0 md:flex" />
      <MoreActionsMenu state={state} commands={commands} />
    </div>
  );
}
