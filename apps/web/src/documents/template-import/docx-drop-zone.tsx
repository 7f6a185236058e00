import { CircleAlertIcon, FileTextIcon, UploadIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { IMPORT_MAX_MB } from './import-details';

const ACCEPT = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

interface DocxDropZoneProps {
  file: File | null;
  /** Why the last file picked was refused; shown under the zone. */
  error: string | null;
  onFile: (file: File) => void;
  disabled?: boolean;
  /** Id given to the chooser button, so that a form error can send focus to it. */
  buttonId?: string;
}

/** Where a Word file is dropped or chosen: the chosen file's name and size, or what to do, and why one was refused. */
export function DocxDropZone({ file, error, onFile, disabled, buttonId }: DocxDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const choose = () => input.current?.click();

  return (
    <div className="grid gap-2">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer's way; the button inside is the keyboard's */}
      <div
        onDragOver={(event) => {
          if (disabled) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const dropped = event.dataTransfer.files[0];
          if (dropped && !disabled) onFile(dropped);
        }}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors sm:flex-row sm:text-left',
          over
            ? 'border-primary bg-primary/5'
            : error
              ? 'border-destructive/50 bg-muted/30'
              : 'border-input bg-muted/30',
        )}
      >
        <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          {file ? (
            <FileTextIcon className="size-5" aria-hidden="true" />
          ) : (
            <UploadIcon className="size-5" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          {file ? (
            <>
              <p className="break-all font-medium text-sm">{file.name}</p>
              <p id={hintId} className="text-muted-foreground text-xs">
                {sizeText(file.size)} · Word document
              </p>
            </>
          ) : (
            <>
              <p className="font-medium text-sm">Drop a Word file here</p>
              <p id={hintId} className="text-muted-foreground text-xs">
                .docx only, less than {IMPORT_MAX_MB} MB
              </p>
            </>
          )}
        </div>
        <Button
          id={buttonId}
          type="button"
          variant="outline"
          onClick={choose}
          disabled={disabled}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        >
          {file ? 'Choose another file' : 'Choose a Word file'}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Word file"
          disabled={disabled}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            // Cleared so that picking the same file again still counts.
            event.target.value = '';
            if (picked) onFile(picked);
          }}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="flex items-center gap-1.5 text-destructive text-sm">
          <CircleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
