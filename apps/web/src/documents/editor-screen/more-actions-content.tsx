import {
  BookUserIcon,
  BracesIcon,
  CopyPlusIcon,
  EyeIcon,
  EyeOffIcon,
  FileDownIcon,
  FileTextIcon,
  ImageIcon,
  LayoutTemplateIcon,
  Loader2Icon,
  PanelRightIcon,
  PanelsTopLeftIcon,
  PrinterIcon,
  SaveIcon,
  SendIcon,
  Trash2Icon,
  XIcon,
} from 'lucide-react';
import type { ExportFormat } from '@/api/export';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
} from '@/components/ui/dropdown-menu';
import { type EditorChromeState, type EditorCommands, EXPORT_LABELS, MOD_KEY } from './editor-commands';

interface MoreActionsMenuProps {
  state: EditorChromeState;
  commands: EditorCommands;
}

/**
 * The items of the title bar's More actions menu. Below md it is the only menu: the Save, Preview
 * and panel buttons fold into it (those items are hidden again from md up, where the buttons show).
 */
export function MoreActionsContent({ state, commands }: MoreActionsMenuProps) {
  const saving = state.saveStatus !== 'idle';
  // Whether any item shows between the phone-only ones and Print preview, to be set apart from it.
  const documentItems =
    (state.isTemplate && state.canUseTemplate) ||
    (!state.isTemplate && !state.readOnly) ||
    state.canEditLayout ||
    state.canSend;
  return (
    <DropdownMenuContent align="end" className="w-64">
      {!state.readOnly && (
        <DropdownMenuItem className="md:hidden" disabled={!state.dirty || saving} onSelect={commands.save}>
          <SaveIcon aria-hidden="true" />
          {saving ? 'Saving...' : 'Save'}
          <DropdownMenuShortcut>{MOD_KEY}S</DropdownMenuShortcut>
        </DropdownMenuItem>
      )}
      {!state.readOnly && (
        <DropdownMenuItem className="md:hidden" onSelect={commands.togglePreview}>
          {state.preview ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
          {state.preview ? 'Exit preview' : 'Preview'}
          <DropdownMenuShortcut>{MOD_KEY}P</DropdownMenuShortcut>
        </DropdownMenuItem>
      )}
      <DropdownMenuItem className="md:hidden" onSelect={commands.manageFields}>
        <BracesIcon aria-hidden="true" />
        Manage Field Values
        <DropdownMenuShortcut>{MOD_KEY}K</DropdownMenuShortcut>
      </DropdownMenuItem>
      <DropdownMenuItem className="md:hidden" onSelect={commands.toggleSidebar}>
        <PanelRightIcon aria-hidden="true" />
        {state.sidebarOpen ? 'Hide side panel' : 'Show side panel'}
        <DropdownMenuShortcut>{MOD_KEY}/</DropdownMenuShortcut>
      </DropdownMenuItem>
      <DropdownMenuSeparator className="md:hidden" />

      {state.canSend && (
        <DropdownMenuItem onSelect={commands.sendForSignature}>
          <SendIcon aria-hidden="true" />
          Send for Signature
        </DropdownMenuItem>
      )}
      {state.isTemplate && state.canUseTemplate && (
        <DropdownMenuItem onSelect={commands.useTemplate}>
          <CopyPlusIcon aria-hidden="true" />
          Use Template
        </DropdownMenuItem>
      )}
      {state.isTemplate && state.canUseTemplate && (
        <DropdownMenuItem onSelect={commands.generateForMany}>
          <LayoutTemplateIcon aria-hidden="true" />
          Generate for many
        </DropdownMenuItem>
      )}
      {!state.isTemplate && !state.readOnly && (
        <DropdownMenuItem onSelect={commands.requestInformation}>
          <BookUserIcon aria-hidden="true" />
          Request information
        </DropdownMenuItem>
      )}
      {!state.isTemplate && !state.readOnly && (
        <DropdownMenuItem disabled={state.converting} onSelect={commands.convertToTemplate}>
          <LayoutTemplateIcon aria-hidden="true" />
          Convert to Template
        </DropdownMenuItem>
      )}
      {!state.isTemplate && !state.readOnly && (
        <DropdownMenuItem onSelect={commands.importRedline}>
          <FileTextIcon aria-hidden="true" />
          Import Word redline…
        </DropdownMenuItem>
      )}
      {state.canEditLayout && (
        <DropdownMenuItem onSelect={commands.letterhead}>
          <ImageIcon aria-hidden="true" />
          Letterhead Settings
        </DropdownMenuItem>
      )}
      {state.canEditLayout && (
        <DropdownMenuItem onSelect={commands.headerFooter}>
          <PanelsTopLeftIcon aria-hidden="true" />
          Header &amp; Footer Settings
        </DropdownMenuItem>
      )}
      {documentItems && <DropdownMenuSeparator />}
      <DropdownMenuItem onSelect={commands.printPreview}>
        <PrinterIcon aria-hidden="true" />
        Print preview
      </DropdownMenuItem>
      <ExportItem format="pdf" state={state} commands={commands} />
      <ExportItem format="docx" state={state} commands={commands} />
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={commands.close}>
        <XIcon aria-hidden="true" />
        Close
      </DropdownMenuItem>
      {!state.readOnly && (
        <DropdownMenuItem variant="destructive" onSelect={commands.delete}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      )}
    </DropdownMenuContent>
  );
}

/** Export PDF or Export Word; while its file is made it says so, and no export can start. */
function ExportItem({ format, state, commands }: MoreActionsMenuProps & { format: ExportFormat }) {
  const busy = state.exporting === format;
  const Icon = busy ? Loader2Icon : format === 'pdf' ? FileDownIcon : FileTextIcon;
  return (
    <DropdownMenuItem disabled={state.exporting !== null} onSelect={() => commands.exportFile(format)}>
      <Icon aria-hidden="true" className={busy ? 'animate-spin' : undefined} />
      {busy ? EXPORT_LABELS[format].busy : EXPORT_LABELS[format].idle}
    </DropdownMenuItem>
  );
}
