import {
  BracesIcon,
  EyeIcon,
  LayoutTemplateIcon,
  PanelRightCloseIcon,
  PanelRightOpenIcon,
  SaveIcon,
  SendIcon,
} from 'lucide-react';
import type * as React from 'react';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { type EditorChromeState, type EditorCommands, MOD_KEY } from './editor-commands';

interface TitleBarButtonsProps {
  state: EditorChromeState;
  commands: EditorCommands;
  className?: string;
}

function WithTip({ tip, children }: { tip: string; children: React.ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="bottom" sideOffset={6}>
        {tip}
      </TooltipContent>
    </Tooltip>
  );
}

/** The title bar's buttons from md up: Convert to Template, Fields, Preview, Save, Send and the panel toggle. */
export function TitleBarButtons({ state, commands, className }: TitleBarButtonsProps) {
  const saving = state.saveStatus !== 'idle';
  return (
    <div className={cn('items-center gap-1.5', className)}>
      {!state.readOnly && !state.isTemplate && (
        <WithTip tip="Save this document as a reusable template">
          <Button
            variant="ghost"
            size="sm"
            onClick={commands.convertToTemplate}
            disabled={state.converting}
            aria-label="Convert to Template"
          >
            <LayoutTemplateIcon aria-hidden="true" />
            <span className="hidden xl:inline">Convert to Template</span>
          </Button>
        </WithTip>
      )}
      <WithTip tip={`Manage Field Values (${MOD_KEY}K)`}>
        <Button variant="ghost" size="sm" aria-label="Manage Field Values" onClick={commands.manageFields}>
          <BracesIcon aria-hidden="true" />
          <span className="hidden lg:inline">Fields</span>
        </Button>
      </WithTip>
      {!state.readOnly && (
        <WithTip tip={`${state.preview ? 'Back to editing' : 'Preview'} (${MOD_KEY}P)`}>
          <Button
            variant={state.preview ? 'secondary' : 'ghost'}
            size="sm"
            aria-label="Preview"
            aria-pressed={state.preview}
            onClick={commands.togglePreview}
            className="aria-pressed:ring-1 aria-pressed:ring-border"
          >
            <EyeIcon aria-hidden="true" />
            <span className="hidden lg:inline">Preview</span>
          </Button>
        </WithTip>
      )}
      {!state.readOnly && (
        // The dot says "unsaved" to the eye; the status text under the title says it to everyone.
        <div className="relative ml-1">
          <WithTip tip={`Save (${MOD_KEY}S)`}>
            <PendingButton
              size="sm"
              pending={saving}
              pendingLabel="Saving..."
              disabled={!state.dirty}
              onClick={commands.save}
              className="min-w-20"
            >
              <SaveIcon aria-hidden="true" />
              Save
            </PendingButton>
          </WithTip>
          {state.dirty && !saving && (
            <span
              aria-hidden="true"
              data-testid="unsaved-indicator"
              className="pointer-events-none absolute -top-1 -right-1 size-2.5 rounded-full bg-warning ring-2 ring-card"
            />
          )}
        </div>
      )}
      {state.canSend && (
        <WithTip tip="Send this document to be signed online">
          <Button
            variant="outline"
            size="sm"
            onClick={commands.sendForSignature}
            aria-label="Send for Signature"
          >
            <SendIcon aria-hidden="true" />
            Send
          </Button>
        </WithTip>
      )}
      {(!state.readOnly || state.canSend) && <div aria-hidden="true" className="mx-1 h-6 w-px bg-border" />}
      <WithTip tip={`${state.sidebarOpen ? 'Hide' : 'Show'} document panel (${MOD_KEY}/)`}>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Toggle sidebar"
          aria-expanded={state.sidebarOpen}
          aria-controls={state.sidebarOpen ? 'document-panel' : undefined}
          onClick={commands.toggleSidebar}
        >
          {state.sidebarOpen ? <PanelRightCloseIcon /> : <PanelRightOpenIcon />}
        </Button>
      </WithTip>
    </div>
  );
}
