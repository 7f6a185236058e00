import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { applyMappings } from './apply-mappings.js';
import { convertDocx } from './convert-docx.js';
import { readDocxPackage } from './read-package.js';

// Table rows that repeat, read from .docx files made at test time: docxtpl's {%tr for %} around
// one row, docxtemplater's section across a row's cells, and the row tags left as text.

const row = (...cells: string[]) =>
  new TableRow({
    children: cells.map(
      (text) => new TableCell({ children: [new Paragraph({ children: [new TextRun(text)] })] }),
    ),
  });

async function convert(rows: TableRow[]) {
  const doc = new Document({ sections: [{ children: [new Table({ rows })] }] });
  const bytes = new Uint8Array(await Packer.toBuffer(doc));
  return convertDocx(readDocxPackage(bytes), { intelligentDetection: true });
}

describe('repeated table rows', () => {
  it('{%tr for %} around one row: the row repeats, the tag rows go, its item fields are fields', async () => {
    const converted = await convert([
      row('Item', 'Qty'),
      row('{%tr for i in items %}', ''),
      row('{{ i.desc }}', '{{ i.qty }} of {{ total }}'),
      row('{%tr endfor %}', ''),
    ]);
    expect(converted.logic).toEqual([
      { kind: 'each', list: 'items', as: 'i', text: '{%tr for i in items %}' },
    ]);
    expect(converted.warnings).toEqual([]);
    expect(converted.placeholders.map((placeholder) => placeholder.text)).toEqual(['{{ total }}']);
    const html = applyMappings(converted, { mappings: { '{{ total }}': 'total' } }).html;
    expect(html).not.toContain('{%tr');
    expect(html).toContain(
      '<tr data-each="items" data-as="i"><td><p><span data-merge-field="i.desc">{{i.desc}}</span></p></td><td><p><span data-merge-field="i.qty">{{i.qty}}</span> of <span data-merge-field="total">{{total}}</span></p></td></tr>',
    );
  });

  it('a docxtemplater section from the first cell to a later one repeats the row whatever its name', async () => {
    const converted = await convert([row('{#staff}{name}', '{phone}{/staff}', '')]);
    expect(converted.logic).toEqual([{ kind: 'each', list: 'staff', as: 'item', text: '{#staff}' }]);
    expect(applyMappings(converted).html).toContain(
      '<tr data-each="staff" data-as="item"><td><p><span data-merge-field="item.name">{{item.name}}</span></p></td><td><p><span data-merge-field="item.phone">{{item.phone}}</span></p></td>',
    );
  });

  it('docxtemplater tags alone in the rows around one row: that row repeats, the tag rows go', async () => {
    const converted = await convert([row('{#loop}', ''), row('{name}', '{city}'), row('{/loop}', '')]);
    expect(converted.logic).toEqual([{ kind: 'each', list: 'loop', as: 'item', text: '{#loop}' }]);
    const html = applyMappings(converted).html;
    expect(html).not.toContain('{#loop}');
    expect(html).toBe(
      '<table><tr data-each="loop" data-as="item"><td><p><span data-merge-field="item.name">{{item.name}}</span></p></td><td><p><span data-merge-field="item.city">{{item.city}}</span></p></td></tr></table>',
    );
  });

  it.each([
    [
      [row('{%tr for i in items %}'), row('A'), row('B'), row('{%tr endfor %}')],
      'Logic "{%tr for i in items %}" in a table has no translation (a repeated table row holds one row) and was left as text.',
    ],
    [
      [row('{%tr if paid %}'), row('A'), row('{%tr endif %}')],
      'Logic "{%tr if paid %}" in a table has no translation (conditional table rows have no translation) and was left as text.',
    ],
    [
      [row('{%tr for i in items %}'), row('A')],
      'Logic "{%tr for i in items %}" in a table has no translation (it has no "{%tr endfor %}") and was left as text.',
    ],
  ])('other row tags stay text with a warning (%#)', async (rows, warning) => {
    const converted = await convert(rows);
    expect(converted.warnings[0]).toBe(warning);
    expect(converted.logic).toEqual([]);
    expect(applyMappings(converted).html).not.toContain('data-each');
  });
});
