import type { BenchTarget } from './bench-setup';
import { afterNextPaint } from './paint-probe';

/**
 * The harness's floor: a plain textarea, no document. Its keystroke-to-next-paint is what the
 * browser, the machine and the probe cost before any editor work.
 */
export function mountFloor(root: HTMLElement): BenchTarget {
  const textarea = document.createElement('textarea');
  textarea.setAttribute('aria-label', 'Floor');
  textarea.style.cssText = 'display:block;width:21cm;height:20em;margin:2rem auto;font:12pt Georgia,serif';
  root.append(textarea);
  return {
    variant: 'floor',
    htmlBytes: 0,
    fieldCount: 0,
    placeCaret: async () => {
      textarea.focus();
      await afterNextPaint();
    },
    htmlCalls: () => 0,
  };
}
