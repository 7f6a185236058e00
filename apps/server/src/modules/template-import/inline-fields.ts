import type { OoxmlNames } from './ooxml-names.js';
import type { PlaceholderCollector, PlaceholderLocation } from './placeholder-collector.js';
import { MARK, occurrenceMarker } from './sentinels.js';
import {
  attr,
  child,
  descendants,
  element,
  encodeXml,
  textContent,
  type XmlElement,
  type XmlNode,
} from './xml-tree.js';

// Word's own placeholders inside a paragraph, each made one run holding its occurrence marker before
// mammoth sees the text: MERGEFIELD fields (simple w:fldSimple and complex fldChar/instrText ones,
// where mammoth drops the first and keeps only the shown text of the second) and content controls
// (w:sdt) with a tag or title, whose names mammoth drops. In a header or footer, PAGE and NUMPAGES
// become markers the page-number setting is read from.

/** What the inline pass needs: the part's names, where it is, and the fields still open from earlier paragraphs. */
export type InlineContext = {
  n: OoxmlNames;
  collector: PlaceholderCollector;
  location: () => PlaceholderLocation;
  pageFields: boolean;
  /** Complex fields begun and not yet ended, across paragraphs (a table of contents spans many). */
  openFields: OpenField[];
};

type OpenField = {
  nodes: XmlNode[] | null;
  begin: number;
  instr: string;
  separated: boolean;
  resultProperties?: XmlElement;
  shown: string;
};

const MERGEFIELD = /^\s*MERGEFIELD\s+(?:"([^"]+)"|([^\s\\]+))/i;
const PAGE_FIELD = /^\s*(PAGE|NUMPAGES|SECTIONPAGES)\b/i;

/** A run holding `text`, formatted by `properties` (a w:rPr) when given. */
export function textRun(n: OoxmlNames, text: string, properties?: XmlElement): XmlElement {
  const t = element(n.t, ' xml:space="preserve"', [encodeXml(text)]);
  return element(n.r, '', properties ? [properties, t] : [t]);
}

/** Collapses the fields and content controls of a paragraph's inline content, in place. */
export function collapseInlineFields(nodes: XmlNode[], context: InlineContext): void {
  const { n } = context;
  const collapses: { from: number; to: number; run: XmlElement }[] = [];
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index];
    if (node === undefined || typeof node === 'string') continue;
    if (node.name === n.sdt) {
      const run = contentControlRun(node, context);
      if (run) nodes[index] = run;
      else collapseInlineFields(child(node, n.sdtContent)?.children ?? [], context);
    } else if (node.name === n.fldSimple) {
      const run = fieldRun(
        attr(node, n.instr) ?? '',
        textContent(node),
        firstRunProperties(node, n),
        context,
      );
      if (run) nodes[index] = run;
      else {
        // mammoth drops w:fldSimple whole; its children are the text Word shows for it.
        nodes.splice(index, 1, ...(node.children ?? []));
        index -= 1;
      }
    } else if (node.name === n.r) {
      readFieldChars(node, nodes, index, context, collapses);
    } else if (node.name !== n.pPr && node.name !== n.del && node.name !== n.moveFrom && node.children) {
      collapseInlineFields(node.children, context);
    }
  }
  for (const { from, to, run } of collapses.reverse()) nodes.splice(from, to - from + 1, run);
}

function readFieldChars(
  run: XmlElement,
  nodes: XmlNode[],
  index: number,
  context: InlineContext,
  collapses: { from: number; to: number; run: XmlElement }[],
): void {
  const { n, openFields } = context;
  for (const part of run.children ?? []) {
    if (typeof part === 'string') continue;
    const top = openFields[openFields.length - 1];
    if (part.name === n.fldChar) {
      const type = attr(part, n.fldCharType);
      if (type === 'begin') openFields.push({ nodes, begin: index, instr: '', separated: false, shown: '' });
      else if (type === 'separate' && top) {
        top.separated = true;
        top.resultProperties = child(run, n.rPr) ?? top.resultProperties;
      } else if (type === 'end' && top) {
        openFields.pop();
        // Only a field begun and ended among the same runs, not inside another field.
        if (openFields.length === 0 && top.nodes === nodes) {
          const collapsed = fieldRun(
            top.instr,
            top.shown,
            top.resultProperties ?? child(run, n.rPr),
            context,
          );
          if (collapsed) collapses.push({ from: top.begin, to: index, run: collapsed });
        }
      }
    } else if (part.name === n.instrText && top) {
      top.instr += textContent(part);
    } else if (part.name === n.t && openFields.some((field) => !field.separated)) {
      // Text among a field's instructions (a nested field's result, as in IF { MERGEFIELD } = ...)
      // is never shown by Word; mammoth would show it.
      part.children = [];
    } else if (part.name === n.t && openFields.length === 1 && top) {
      top.shown += textContent(part);
    }
  }
}

/** The run standing for a field, or undefined for a field left as Word shows it. */
function fieldRun(
  instr: string,
  shown: string,
  properties: XmlElement | undefined,
  context: InlineContext,
): XmlElement | undefined {
  const { n } = context;
  const merge = MERGEFIELD.exec(instr);
  if (merge) {
    const name = (merge[1] ?? merge[2] ?? '').trim();
    const text = `«${name}»`;
    const occurrence = context.collector.add(
      { kind: 'merge_field', text },
      context.location(),
      shown || text,
    );
    return textRun(n, occurrenceMarker(occurrence), properties);
  }
  const page = context.pageFields ? PAGE_FIELD.exec(instr) : null;
  if (page)
    return textRun(n, page[1]?.toUpperCase() === 'PAGE' ? MARK.pageNumber : MARK.pageCount, properties);
  return undefined;
}

/** The run standing for a content control with a tag or title, or undefined for any other control. */
function contentControlRun(sdt: XmlElement, context: InlineContext): XmlElement | undefined {
  const { n } = context;
  const name = contentControlName(sdt, n);
  if (name === undefined) return undefined;
  const content = child(sdt, n.sdtContent);
  const shown = content ? descendants(content, n.t).map(textContent).join('') : '';
  const occurrence = context.collector.add(
    { kind: 'content_control', text: name },
    context.location(),
    shown || name,
  );
  const properties = child(child(sdt, n.sdtPr), n.rPr) ?? (content && firstRunProperties(content, n));
  return textRun(n, occurrenceMarker(occurrence), properties);
}

/** A content control's title (else its tag) when it is a placeholder: not a checkbox, a gallery or a citation. */
export function contentControlName(sdt: XmlElement, n: OoxmlNames): string | undefined {
  const properties = child(sdt, n.sdtPr);
  if (properties === undefined) return undefined;
  for (const node of properties.children ?? []) {
    if (typeof node === 'string') continue;
    if ([n.docPartObj, n.docPartList, n.citation, n.bibliography, n.checkbox].includes(node.name))
      return undefined;
  }
  const value = (name: string) => {
    const found = child(properties, name);
    const text = found && attr(found, n.val);
    return text?.trim() ? text.trim() : undefined;
  };
  return value(n.alias) ?? value(n.tag);
}

function firstRunProperties(container: XmlElement, n: OoxmlNames): XmlElement | undefined {
  const run = descendants(container, n.r)[0];
  return run && child(run, n.rPr);
}
