import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_CLASSES,
  ALLOWED_STYLES,
  ALLOWED_TAGS,
  ASSET_URL_PREFIX,
  HEADING_LEVELS,
  storedAttributeValue,
} from '@lexdraft/core';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorExtensions } from './extensions';

let editor: Editor | undefined;

afterEach(() => {
  editor?.destroy();
});

// Every feature the toolbar and menus offer, built through the same commands the UI runs.
function documentWithEveryFeature(): string {
  editor = new Editor({ extensions: createEditorExtensions(), content: '<p></p>' });
  const chain = () => editor!.chain().focus('end');
  for (const level of HEADING_LEVELS) {
    chain().insertContent(`<h${level}>Heading ${level}</h${level}>`).setTextAlign('center').run();
  }
  chain()
    .insertContent('<p>Marks: <strong>bold</strong> <em>italic</em> <u>underline</u> <s>strike</s> </p>')
    .run();
  chain().insertContent('<p>sized</p>').run();
  const end = editor.state.selection.from;
  chain()
    .setTextSelection({ from: end - 5, to: end })
    .setFontSize('18px')
    .run();
  chain().insertContent('<p>justified</p>').setTextAlign('justify').run();
  chain().insertContent('<p>right</p>').setTextAlign('right').run();
  chain().insertContent('<ul><li><p>bullet</p><ul><li><p>nested</p></li></ul></li></ul>').run();
  chain().insertContent('<ol start="3"><li><p>numbered</p></li></ol>').run();
  chain().insertContent('<p>link </p>').run();
  chain()
    .insertContent({
      type: 'text',
      text: 'web',
      marks: [{ type: 'link', attrs: { href: 'https://firm.example' } }],
    })
    .insertContent(' ')
    .insertContent({
      type: 'text',
      text: 'mail',
      marks: [{ type: 'link', attrs: { href: 'mailto:a@firm.example' } }],
    })
    .insertContent(' ')
    .insertContent({
      type: 'text',
      text: 'phone',
      marks: [{ type: 'link', attrs: { href: 'tel:+15550100' } }],
    })
    .run();
  chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
  // Merge two cells of the last row so colspan is exercised.
  const cells: number[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'tableCell') cells.push(pos);
  });
  chain()
    .setCellSelection({ anchorCell: cells.at(-2)!, headCell: cells.at(-1)! })
    .mergeCells()
    .run();
  chain()
    .setImage({ src: `${ASSET_URL_PREFIX}x.png`, alt: 'Firm logo' })
    .run();
  chain().setPageBreak().run();
  chain().insertSignatureField(3).run();
  chain()
    .insertContent('<p>Dear </p>')
    .insertMergeField('person.first_name')
    .insertMergeField('Closing Date')
    .run();
  chain()
    .insertContent({ type: 'mergeField', attrs: { id: 'amount', format: 'currency: "EUR"' } })
    .run();
  // Document assembly: a condition with its else part, a repeat, an inline condition, a repeated row.
  chain()
    .insertContent(
      '<div data-if="entity.entity_type == &quot;LLC&quot;"><p>LLC</p><div data-else=""><p>Other</p></div></div>',
    )
    .run();
  chain().insertContent('<div data-each="entity.owners" data-as="owner"><p>Owner</p></div>').run();
  chain().insertContent('<p>Pay <span data-if="agreement.rush">now</span>.</p>').run();
  chain()
    .insertContent('<table><tr data-each="sellers" data-as="seller"><td><p>Seller</p></td></tr></table>')
    .run();
  chain().setHorizontalRule().run();
  chain().insertContent('<p>The end.</p>').run();
  return editor.getHTML();
}

function styleViolations(tag: string, style: string): string[] {
  const allowed = { ...ALLOWED_STYLES['*'], ...ALLOWED_STYLES[tag] };
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .flatMap((declaration) => {
      const [property = '', ...rest] = declaration.split(':');
      const name = property.trim().toLowerCase();
      const value = rest.join(':').trim();
      const patterns = allowed[name];
      if (!patterns) return [`<${tag}> style property ${name}`];
      return patterns.some((pattern) => pattern.test(value)) ? [] : [`<${tag}> style ${name}: ${value}`];
    });
}

/** Everything in `html` that core's allow-list would strip, described one per line. */
function allowListViolations(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const violations: string[] = [];
  for (const element of body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!(ALLOWED_TAGS as readonly string[]).includes(tag)) violations.push(`tag <${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      const type = ALLOWED_ATTRIBUTES[tag]?.[name];
      if (!type || !Object.hasOwn(ALLOWED_ATTRIBUTES[tag] ?? {}, name))
        violations.push(`<${tag}> attribute ${name}="${value}"`);
      else if (name === 'style') violations.push(...styleViolations(tag, value));
      else if (storedAttributeValue(type, value) !== value)
        violations.push(`<${tag}> attribute ${name}="${value}" is not of type ${type.type}`);
    }
    for (const className of element.classList) {
      const allowed = (ALLOWED_CLASSES[tag] ?? []).some((pattern) =>
        pattern.endsWith('*') ? className.startsWith(pattern.slice(0, -1)) : className === pattern,
      );
      if (!allowed) violations.push(`<${tag}> class ${className}`);
    }
    // The server drops an image with no asset source.
    if (tag === 'img' && !element.hasAttribute('src')) violations.push('img without src');
  }
  return violations;
}

describe('stored HTML and core allow-list', () => {
  it('produces only allowed tags, attributes, styles and classes for every editor feature', () => {
    const html = documentWithEveryFeature();

    // The document really exercises what it claims to.
    for (const fragment of [
      '<h1 style="text-align: center;">',
      '<h6 style="text-align: center;">',
      '<strong>',
      '<em>',
      '<u>',
      '<s>',
      '<span style="font-size: 18px;">sized</span>',
      'style="text-align: justify;"',
      '<ul>',
      '<ol start="3">',
      'href="https://firm.example"',
      'href="mailto:a@firm.example"',
      'href="tel:+15550100"',
      '<th',
      'colspan="2"',
      `<img src="${ASSET_URL_PREFIX}x.png" alt="Firm logo">`,
      '<div data-page-break="true" class="page-break"></div>',
      '<div data-signature-field="3">Signature: signer 3</div>',
      '<span data-merge-field="person.first_name">{{person.first_name}}</span>',
      '<span data-merge-field="Closing Date">{{Closing Date}}</span>',
      '<span data-merge-field="amount" data-format="currency: &quot;EUR&quot;">{{amount | currency: "EUR"}}</span>',
      '<div data-if="entity.entity_type == &quot;LLC&quot;"><p>LLC</p><div data-else=""><p>Other</p></div></div>',
      '<div data-each="entity.owners" data-as="owner"><p>Owner</p></div>',
      '<span data-if="agreement.rush">now</span>',
      '<tr data-each="sellers" data-as="seller">',
      '<hr>',
    ]) {
      expect(html).toContain(fragment);
    }
    expect(allowListViolations(html)).toEqual([]);
  });

  it('reports what it would strip', () => {
    expect(
      allowListViolations(
        '<p class="x" style="color: red"><a href="ftp://x" data-x="1">a</a></p><img src="https://x/y.png"><div class="page-break foo"></div><section></section><ol start="1 x"></ol>',
      ),
    ).toEqual([
      '<p> attribute class="x"',
      '<p> style property color',
      '<p> class x',
      '<a> attribute href="ftp://x" is not of type link-url',
      '<a> attribute data-x="1"',
      '<img> attribute src="https://x/y.png" is not of type asset-url',
      '<div> class foo',
      'tag <section>',
      '<ol> attribute start="1 x" is not of type integer',
    ]);
  });

  it('cleans hostile or foreign HTML on the way in', () => {
    editor = new Editor({
      extensions: createEditorExtensions(),
      content: [
        '<p onclick="alert(1)" class="MsoNormal" style="color: red; font-size: medium">Pasted</p>',
        '<p><a href="javascript:alert(1)">bad link</a> <a href="/relative">relative</a></p>',
        '<p><span style="font-size: 11pt; font-family: Calibri">Word text</span></p>',
        '<img src="https://tracker.example/pixel.gif"><img src="data:image/png;base64,AAAA">',
        '<div class="page-break other" data-page-break="true" style="color: red"></div>',
        '<script>alert(1)</script><iframe src="https://x.example"></iframe>',
        '<table class="grid" border="1"><tr><td width="50">cell</td></tr></table>',
        '<p><span data-merge-field="client.name" class="chip" onclick="x()" contenteditable="false">Client</span></p>',
        '<p><span data-merge-field="&lt;img src=x&gt;">{{x}}</span></p>',
      ].join(''),
    });
    expect(allowListViolations(editor.getHTML())).toEqual([]);
    expect(editor.getHTML()).toContain('<span style="font-size: 11pt;">Word text</span>');
    // A field keeps its id and marker only; an invalid id is not a field.
    expect(editor.getHTML()).toContain('<p><span data-merge-field="client.name">{{client.name}}</span></p>');
    expect(editor.getHTML()).toContain('<p>{{x}}</p>');
  });
});
