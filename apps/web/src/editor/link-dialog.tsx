import type { Editor } from '@tiptap/core';
import type * as React from 'react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { linkScheme, normalizeLinkInput } from './link-href';

interface LinkDialogProps {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// An address typed into an empty selection becomes the link's text; "mailto:" and "tel:" read badly there.
function linkText(href: string): string {
  const scheme = linkScheme(href);
  return scheme === 'mailto' || scheme === 'tel' ? href.slice(scheme.length + 1) : href;
}

function applyLink(editor: Editor, href: string): void {
  const chain = editor.chain().focus();
  if (editor.isActive('link')) {
    chain.extendMarkRange('link').setLink({ href }).run();
  } else if (editor.state.selection.empty) {
    chain
      .insertContent({ type: 'text', text: linkText(href), marks: [{ type: 'link', attrs: { href } }] })
      .run();
  } else {
    chain.setLink({ href }).run();
  }
}

// Mounted each time the dialog opens, so it starts from the link under the cursor.
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const existing: unknown = editor.getAttributes('link').href;
  const editing = typeof existing === 'string' && existing !== '';
  const [url, setUrl] = useState(editing ? existing : '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = normalizeLinkInput(url);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    applyLink(editor, result.href);
    onDone();
  };

  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };

  return (
    <form className="grid gap-5" onSubmit={handleSubmit} noValidate>
      <DialogHeader>
        <DialogTitle>{editing ? 'Edit link' : 'Insert link'}</DialogTitle>
        <DialogDescription>A web address, an email address or a phone number.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-url`}>Link address</Label>
        <Input
          id={`${id}-url`}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
          placeholder="https://example.com"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}
      </div>
      <DialogFooter className="sm:justify-between">
        {editing ? (
          <Button type="button" variant="ghost" className="text-destructive" onClick={removeLink}>
            Remove link
          </Button>
        ) : (
          <span aria-hidden="true" />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit">{editing ? 'Update link' : 'Insert link'}</Button>
        </div>
      </DialogFooter>
    </form>
  );
}

/** Inserts, edits or removes the link at the selection; only http(s), mailto and tel addresses are taken. */
export function LinkDialog({ editor, open, onOpenChange }: LinkDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-md"
        // Back to the page, where the link now is, rather than to the button that opened the dialog.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          editor.commands.focus();
        }}
      >
        <LinkForm editor={editor} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
