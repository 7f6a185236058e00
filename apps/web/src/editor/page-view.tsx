import { PAGE } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { EditorContent } from '@tiptap/react';
import type * as React from 'react';
import './editor.css';

// The sheet's size and margins, from core so that the page view and the exports agree.
const PAGE_VARIABLES = {
  '--page-width': `${PAGE.widthCm}cm`,
  '--page-height': `${PAGE.heightCm}cm`,
  '--page-margin-top': `${PAGE.marginTopMm}mm`,
  '--page-margin-right': `${PAGE.marginRightMm}mm`,
  '--page-margin-bottom': `${PAGE.marginBottomMm}mm`,
  '--page-margin-left': `${PAGE.marginLeftMm}mm`,
} as React.CSSProperties;

/** The scrolling grey canvas with the document on a white A4 sheet. */
export function PageView({ editor }: { editor: Editor }) {
  return (
    <div className="lexdraft-canvas min-h-0 min-w-0 flex-1 overflow-auto" style={PAGE_VARIABLES}>
      <EditorContent
        editor={editor}
        className="lexdraft-page"
        // A click on the sheet's margins returns to the document, keeping the cursor where it was.
        onMouseDown={(event) => {
          if (event.target !== event.currentTarget) return;
          event.preventDefault();
          editor.commands.focus();
        }}
      />
    </div>
  );
}
