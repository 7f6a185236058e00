import type { Editor } from '@tiptap/core';
import type * as React from 'react';
import { IMAGE_TYPES, insertImageFromFile } from './image-upload';

interface ImageFileInputProps {
  editor: Editor;
  ref: React.Ref<HTMLInputElement>;
}

/** The hidden file picker behind "Insert image"; the screen opens it with `ref.current.click()`. */
export function ImageFileInput({ editor, ref }: ImageFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={IMAGE_TYPES.join(',')}
      aria-label="Upload image"
      className="hidden"
      tabIndex={-1}
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Cleared so that picking the same file again still fires a change.
        event.target.value = '';
        if (file) void insertImageFromFile(editor, file);
      }}
    />
  );
}
