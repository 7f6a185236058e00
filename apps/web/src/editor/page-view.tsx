import { PAGE } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { EditorContent } from '@tiptap/react';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import './editor.css';

// The sheet's size and margins, from core so that the page view and the exports agree.
export const PAGE_VARIABLES = {
  '--page-width': `${PAGE.widthCm}cm`,
  '--page-height': `${PAGE.heightCm}cm`,
  '--page-margin-top': `${PAGE.marginTopMm}mm`,
  '--page-margin-right': `${PAGE.marginRightMm}mm`,
  '--page-margin-bottom': `${PAGE.marginBottomMm}mm`,
  '--page-margin-left': `${PAGE.marginLeftMm}mm`,
  '--page-width-px': (PAGE.widthCm / 2.54) * 96,
} as React.CSSProperties;

/**
 * What the sheet shows besides the text (page-decor.tsx draws it, fetched with the document's
 * layout after the editor shows): the header band at its top, the letterhead above the text and
 * the footer band at its bottom, with the bands' heights and the gap before the text in the
 * settings' CSS pixels, so that the text's margins grow as the print's do.
 */
export interface PageDecor {
  headerPx: number;
  footerPx: number;
  gapPx: number;
  header: React.ReactNode;
  letterhead: React.ReactNode;
  footer: React.ReactNode;
}

/** The sheet's bands as CSS variables: the header's and footer's heights and the gap before the text. */
export function pageBandVariables(decor: PageDecor | null | undefined): React.CSSProperties | undefined {
  return decor
    ? ({
        '--page-header': decor.headerPx,
        '--page-footer': decor.footerPx,
        '--page-gap': decor.gapPx,
      } as React.CSSProperties)
    : undefined;
}

/** The scrolling grey canvas with the document on a white A4 sheet, one long page. */
export function PageView({ editor, decor }: { editor: Editor; decor?: PageDecor | null }) {
  const bands = pageBandVariables(decor);
  return (
    <div className="lexdraft-canvas min-h-0 min-w-0 flex-1 overflow-auto" style={PAGE_VARIABLES}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut back to the text, where keyboard users are already */}
      <div
        className={cn('lexdraft-page', decor?.headerPx && 'has-header', decor?.footerPx && 'has-footer')}
        style={bands}
        // A click on the sheet but not on the text (its margins, the bands, the letterhead)
        // returns to the document, keeping the cursor where it was.
        onMouseDown={(event) => {
          if (event.target instanceof Node && editor.view.dom.contains(event.target)) return;
          event.preventDefault();
          editor.commands.focus();
        }}
      >
        {decor?.header}
        <div className="lexdraft-page-text">
          {decor?.letterhead}
          <EditorContent editor={editor} />
        </div>
        {decor?.footer}
      </div>
    </div>
  );
}
