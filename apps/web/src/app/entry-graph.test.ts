import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What the sign-in page loads is the entry's static import graph plus the login page's own (issue
// 11: at most 100 KB gz). These checks keep the heavy parts behind dynamic imports, where a
// refactor could pull them back in without any test noticing.

const SRC = path.resolve(import.meta.dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
// Static imports and re-exports; `import type` and dynamic `import()` load nothing at start.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  if (/\.(ts|tsx|css)$/.test(base)) return base;
  return EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file)) ?? null;
}

/** The source files and packages reached from `entries` through static imports only. */
function staticGraph(...entries: string[]) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = entries.map((entry) => path.join(SRC, entry));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file) || file.endsWith('.css')) continue;
    files.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier) continue;
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const resolved = resolveLocal(file, specifier);
        if (resolved) queue.push(resolved);
      } else {
        packages.add(specifier);
      }
    }
  }
  return { files: [...files].map((file) => path.relative(SRC, file)), packages: [...packages] };
}

describe('the sign-in page', () => {
  const graph = staticGraph('main.tsx', 'auth/login-page.tsx');

  it('is reached (the walk follows the app)', () => {
    expect(graph.files).toContain('app/router.tsx');
    expect(graph.files).toContain('auth/active-session.tsx');
  });

  it('loads no dialog, toast, editor or monolith code up front', () => {
    const heavy = graph.packages.filter((name) =>
      /^(@radix-ui\/react-(dialog|alert-dialog|dropdown-menu|popover|tooltip)|radix-ui|sonner|@tiptap\/)/.test(
        name,
      ),
    );
    expect(heavy).toEqual([]);
    expect(graph.files).not.toContain('auth/session-dialogs.tsx');
    // The local drafts' storage (IndexedDB, encryption) is fetched when signing out, if ever.
    expect(graph.files).not.toContain('documents/editor-screen/local-drafts.ts');
    expect(graph.packages).not.toContain('idb-keyval');
  });
});

/** The module a page of ./pages.ts is fetched from, as a path under src. */
function pageModule(name: string): string {
  const pages = readFileSync(path.join(SRC, 'app/pages.ts'), 'utf8');
  const found = pages.match(new RegExp(`export const ${name} = [^;]*?import\\('@/([^']+)'\\)`));
  if (!found?.[1]) throw new Error(`${name} not found in app/pages.ts`);
  const file = resolveLocal(path.join(SRC, 'app/pages.ts'), `@/${found[1]}`);
  if (!file) throw new Error(`${found[1]} does not resolve`);
  return path.relative(SRC, file);
}

describe('the editor page', () => {
  const graph = staticGraph(pageModule('DocumentEditorPage'));

  it('is reached (the walk follows the page)', () => {
    expect(graph.files).toContain('documents/editor-screen/title-bar-buttons.tsx');
    expect(graph.files).toContain('editor/toolbar-button.tsx');
  });

  // Its title bar and toolbar have tooltips, and none is open at first paint (issue 11).
  it('loads no tooltip, popover or Floating UI code up front', () => {
    const popups = graph.packages.filter((name) =>
      /^(@radix-ui\/react-(tooltip|popover|popper)|@floating-ui\/)/.test(name),
    );
    expect(popups).toEqual([]);
    expect(graph.files).not.toContain('components/ui/tooltip-parts.tsx');
    expect(graph.files).not.toContain('components/ui/popover-parts.tsx');
  });

  // Print preview's PDF renderer (pdf.js, over 100 KB gz) comes with its dialog, and the export's
  // download and error handling with the first export.
  it('loads no PDF renderer and no export code up front', () => {
    expect(graph.files).toContain('documents/editor-screen/export/use-document-export.ts');
    expect(graph.packages.filter((name) => name.startsWith('pdfjs-dist'))).toEqual([]);
    expect(graph.files).not.toContain('documents/editor-screen/export/print-preview-dialog.tsx');
    expect(graph.files).not.toContain('documents/editor-screen/export/pdf-document.ts');
    expect(graph.files).not.toContain('documents/editor-screen/export/run-export.ts');
  });

  // The letterhead, header and footer on the sheet come after the text, and only for a document with one.
  it('loads no page decor up front', () => {
    expect(graph.files).toContain('documents/editor-screen/layout/use-document-layout.ts');
    expect(graph.files).not.toContain('documents/editor-screen/layout/document-page-decor.tsx');
    expect(graph.files).not.toContain('editor/page-decor.tsx');
  });

  // The `{{` list comes after the editor: @tiptap/suggestion brings Floating UI with it.
  it('loads the merge-field suggestion plugin only once an editor exists', () => {
    expect(graph.files).toContain('editor/merge-field.ts');
    expect(graph.packages).not.toContain('@tiptap/suggestion');
    expect(graph.files).not.toContain('editor/merge-field-suggestion-plugin.ts');
  });

  // Issue 29: opening the editor by URL stays under 300 KB gz (e2e/bundle-budget.spec.ts). What only
  // shows when first opened, or for a document in a given state, is fetched then.
  it('loads no History, AI, Signatures, dialog or menu code up front', () => {
    const onDemand = [
      'documents/editor-screen/history/history-tab.tsx',
      'documents/ai/ai-layer.tsx',
      'documents/ai/ai-tab.tsx',
      'documents/signatures/signatures-tab.tsx',
      'documents/signatures/signed-document-banner.tsx',
      'documents/signatures/signature-lock-banner.tsx',
      'documents/signatures/send-signature-dialog.tsx',
      'documents/signatures/void-request-dialog.tsx',
      'merge-fields/field-values-dialog.tsx',
      'documents/editor-screen/document-info-tab.tsx',
      'documents/editor-screen/stale-values-notice.tsx',
      'documents/editor-screen/preview-bar.tsx',
      'documents/editor-screen/draft-banners.tsx',
      'documents/editor-screen/template-banner.tsx',
      'documents/editor-screen/editor-load-error.tsx',
      'editor/menu-bar-menus.tsx',
    ];
    expect(graph.files.filter((file) => onDemand.includes(file))).toEqual([]);
    expect(graph.files.filter((file) => file.endsWith('-dialog.tsx'))).toEqual([]);
    // The panel's tabs are on screen: ours, without Radix's roving focus and presence.
    expect(graph.files).toContain('components/ui/tabs.tsx');
    expect(graph.packages.filter((name) => name.startsWith('@radix-ui/react-tabs'))).toEqual([]);
  });
});
