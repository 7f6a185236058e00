import type { Editor } from '@tiptap/core';
import { buildContract } from '../contract';
import type { BenchVariant } from './bench-api';
import { editorTarget, exposeBench } from './bench-setup';

// ?variant=product|bare|floor&fields=N. The HTML is built here, so the open time includes building
// and parsing it. Marks split the open time for run.mjs.
const params = new URLSearchParams(location.search);
const variantParam = params.get('variant');
const variant: BenchVariant = variantParam === 'bare' || variantParam === 'floor' ? variantParam : 'product';
const fields = Number(params.get('fields') ?? '2000');

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Each variant loads only its own code and CSS: the baseline carries no React and no app stylesheet.
async function mountEditor(target: HTMLElement, html: string): Promise<Editor> {
  if (variant === 'bare') return (await import('./bare')).mountBare(target, html);
  return (await import('./product')).mountProduct(target, html);
}

performance.mark('bench:main');
if (variant === 'floor') {
  const { mountFloor } = await import('./floor');
  const target = mountFloor(root);
  await exposeBench(() => target);
} else {
  const html = buildContract({ fields, variant });
  performance.mark('bench:html');
  const editor = await mountEditor(root, html);
  performance.mark('bench:mounted');
  await exposeBench(() => editorTarget(editor, variant, html));
}
