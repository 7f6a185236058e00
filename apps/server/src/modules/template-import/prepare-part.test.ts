import { describe, expect, it } from 'vitest';
import { ParagraphStyles } from './numbering.js';
import { ooxmlNames } from './ooxml-names.js';
import { PlaceholderCollector } from './placeholder-collector.js';
import { preparePart } from './prepare-part.js';
import { element, textContent, type XmlElement } from './xml-tree.js';

// The OOXML pass walks blocks with its own stack: nesting the parse would refuse (built here
// directly) still cannot exhaust the call stack.

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** A body holding `depth` levels of `wrap` around one paragraph with a placeholder. */
function deepBody(depth: number, wrap: (inner: XmlElement) => XmlElement): XmlElement {
  let inner = element('w:p', '', [element('w:r', '', [element('w:t', '', ['Dear {{ client_name }}'])])]);
  for (let level = 0; level < depth; level += 1) inner = wrap(inner);
  return element('w:body', '', [inner]);
}

function prepare(body: XmlElement) {
  const root = element('w:document', ` ${W}`, [body]);
  const n = ooxmlNames(root);
  const collector = new PlaceholderCollector();
  preparePart(body, {
    n,
    part: 'body',
    intelligentDetection: true,
    collector,
    styles: new ParagraphStyles(undefined, n),
  });
  return collector;
}

describe('preparePart: deep nesting', () => {
  it('prepares a paragraph inside 20,000 nested tables', () => {
    const body = deepBody(20_000, (inner) =>
      element('w:tbl', '', [element('w:tr', '', [element('w:tc', '', [inner])])]),
    );
    const collector = prepare(body);
    expect(collector.placeholders().map((placeholder) => placeholder.text)).toEqual(['{{ client_name }}']);
    expect(collector.placeholders()[0]?.locations).toEqual(['table']);
  });

  it('prepares a paragraph inside 20,000 nested content controls', () => {
    const body = deepBody(20_000, (inner) => element('w:sdt', '', [element('w:sdtContent', '', [inner])]));
    const collector = prepare(body);
    expect(collector.placeholders().map((placeholder) => placeholder.text)).toEqual(['{{ client_name }}']);
    expect(textContent(body)).toContain('\uE000');
  });
});
