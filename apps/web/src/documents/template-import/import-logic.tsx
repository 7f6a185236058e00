import { describeCondition, describeRepeat, parseExpression } from '@lexdraft/core';
import { GitBranchIcon, RepeatIcon } from 'lucide-react';
import type { TemplateImportPreview } from '@/api/template-import';

// The conditions and repeats the import found in the Word file (issue 30), in words, each with the
// tag as the file wrote it: what will become the editor's condition and repeat blocks.

type ImportedLogic = TemplateImportPreview['logic'][number];

/** A logic item in words: "If Client type is LLC", "For each row of users". */
export function logicInWords(item: ImportedLogic): string {
  if (item.kind === 'each') return `${describeRepeat(item.list, (id) => id)}, as ${item.as}`;
  const parsed = parseExpression(item.expression);
  return parsed.ok ? `If ${describeCondition(parsed.expression, (id) => id)}` : `If ${item.expression}`;
}

/** The list of the logic found, or nothing when the file had none. */
export function ImportLogic({ logic }: { logic: TemplateImportPreview['logic'] }) {
  if (logic.length === 0) return null;
  return (
    <section aria-labelledby="import-logic-heading" className="rounded-lg border px-4 py-3 text-sm">
      <h3 id="import-logic-heading" className="font-medium">
        {logic.length === 1 ? '1 condition or repeat' : `${logic.length} conditions and repeats`}
      </h3>
      <p className="text-muted-foreground">They become condition and repeat blocks in the editor.</p>
      <ul className="mt-2 max-h-48 space-y-1.5 overflow-y-auto">
        {logic.map((item, index) => {
          const Icon = item.kind === 'each' ? RepeatIcon : GitBranchIcon;
          return (
            // Two tags may read the same; their place tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <li key={index} className="flex items-start gap-2">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 break-words">
                {logicInWords(item)}
                <code className="ml-2 break-all text-muted-foreground text-xs">{item.text}</code>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
