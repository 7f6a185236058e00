import { UPLOAD_MAX_MB } from '@lexdraft/core';
import { CircleAlertIcon, UploadIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { ImageUpload } from './use-image-upload';

// The types the server stores (it checks the bytes too); anything else is refused before upload.
const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';

interface ImagePickerProps {
  upload: ImageUpload;
  /** The button's label: Upload image, Replace image... */
  label: string;
  onPicked: (file: File) => void;
  disabled?: boolean;
}

/** A button that opens the file chooser, the upload's progress, and why a file was refused. */
export function ImagePicker({ upload, label, onPicked, disabled }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const { progress, error } = upload;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || upload.uploading}
          onClick={() => input.current?.click()}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        >
          <UploadIcon aria-hidden="true" />
          {label}
        </Button>
        <span id={hintId} className="text-muted-foreground text-xs">
          PNG, JPG, GIF or WebP, under {UPLOAD_MAX_MB} MB
        </span>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED}
          className="sr-only"
          tabIndex={-1}
          aria-label={label}
          disabled={disabled || upload.uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that picking the same file again still counts.
            event.target.value = '';
            if (file) onPicked(file);
          }}
        />
      </div>
      {progress !== null && <UploadProgressBar value={progress} />}
      {error && (
        <p id={errorId} role="alert" className="flex items-center gap-1.5 text-destructive text-sm">
          <CircleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

function UploadProgressBar({ value }: { value: number }) {
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${value}%` }} />
      </div>
      <span className="w-20 text-right text-muted-foreground text-xs tabular-nums">
        {value === 100 ? 'Uploaded' : `Uploading ${value}%`}
      </span>
    </div>
  );
}
