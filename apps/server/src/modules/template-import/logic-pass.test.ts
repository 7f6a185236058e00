import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LogicCollector } from './logic-collector.js';
import { LogicPass } from './logic-pass.js';

// The logic tags of Word templates, paragraph by paragraph, as our typed markers: docxtemplater
// sections, docxtpl/docassemble Jinja and our own. Each paragraph is shown as the HTML its text
// becomes (markers alone in a paragraph as paragraphs of their own).

function translate(paragraphs: string[]) {
  const collector = new LogicCollector();
  const warnings: string[] = [];
  const pass = new LogicPass(
    collector,
    (message) => warnings.push(message),
    () => 'the body',
  );
  const results = paragraphs.map((text) => {
    const { replacements } = pass.paragraph(text);
    let out = text;
    for (const { start, end, text: marker } of [...replacements].reverse())
      out = `${out.slice(0, start)}${marker}${out.slice(end)}`;
    return out;
  });
  pass.finish();
  const html = results.map((text) => {
    if (/^(?:\uE00A\d+\uE00B)+$/.test(text))
      return collector.paragraph([...text.matchAll(/\uE00A(\d+)\uE00B/g)].map((match) => Number(match[1])));
    return `<p>${text.replace(/\uE00A(\d+)\uE00B/g, (_, index: string) => collector.html(Number(index)))}</p>`;
  });
  return { html: html.join(''), warnings, logic: collector.logic };
}

describe('Jinja (docxtpl, docassemble)', () => {
  it.each([
    [
      ['{% if client.type == "LLC" %}', 'Members', '{% endif %}'],
      '<p>{{#if client.type == &quot;LLC&quot;}}</p><p>Members</p><p>{{/if}}</p>',
    ],
    [
      ['{%p if is_paid %}', 'Paid', '{%p else %}', 'Due', '{%p endif %}'],
      '<p>{{#if is_paid}}</p><p>Paid</p><p>{{else}}</p><p>Due</p><p>{{/if}}</p>',
    ],
    [
      ['This may {% if not counterparts %}not {% endif %}be signed.'],
      '<p>This may {{#if not counterparts}}not {{/if}}be signed.</p>',
    ],
    [
      ['{%p if a == 1 %}', 'One', '{%p elif a == 2 %}', 'Two', '{%p else %}', 'Other', '{%p endif %}'],
      '<p>{{#if a == 1}}</p><p>One</p><p>{{else}}</p><p>{{#if a == 2}}</p><p>Two</p><p>{{else}}</p><p>Other</p><p>{{/if}}</p><p>{{/if}}</p>',
    ],
    [
      [
        '{%p for witness in witnesses %}',
        'Witness {{ loop.index }}: {{ witness.name }} {{ client }}',
        '{%p endfor %}',
      ],
      '<p>{{#each witnesses as witness}}</p><p>Witness <span data-merge-field="loop.number">{{loop.number}}</span>: <span data-merge-field="witness.name">{{witness.name}}</span> {{ client }}</p><p>{{/each}}</p>',
    ],
    [
      ['{%p if x %} dropped text {# note #}', 'Kept', '{%- endif -%}'],
      '<p>{{#if x}}</p><p>Kept</p><p>{{/if}}</p>',
    ],
    [
      ['Name: {{ name | upper }}, {{r rich }}'],
      '<p>Name: {{name | upper}}, <span data-merge-field="rich">{{rich}}</span></p>',
    ],
  ])('%j', (paragraphs, html) => {
    expect(translate(paragraphs).html).toBe(html);
  });

  it('lists each condition and repeat with the tag as written', () => {
    const { logic } = translate([
      '{%p for w in witnesses %}',
      '{% if w.signed %}Signed{% elif w.seen %}Seen{% endif %}',
      '{%p endfor %}',
    ]);
    expect(logic).toEqual([
      { kind: 'each', list: 'witnesses', as: 'w', text: '{%p for w in witnesses %}' },
      { kind: 'if', expression: 'w.signed', text: '{% if w.signed %}' },
      { kind: 'if', expression: 'w.seen', text: '{% elif w.seen %}' },
    ]);
  });

  it.each([
    ['{% if x.lower() == "a" %}A{% endif %}', '{% if x.lower() == "a" %}', 'calls have no translation'],
    [
      '{% for a, b in pairs %}{{ a }}{% endfor %}',
      '{% for a, b in pairs %}',
      'loops over pairs have no translation',
    ],
    [
      '{% for n in range(3) %}x{% endfor %}',
      '{% for n in range(3) %}',
      'looping over "range(3)" has no translation',
    ],
    ['{% set total = 3 %}', '{% set total = 3 %}', '"set" has no translation'],
    ['{%p macro firstborn() %}x{%p endmacro %}', '{%p macro firstborn() %}', '"macro" has no translation'],
    [
      '{{ items | map(attribute="cost") }}',
      '{{ items | map(attribute="cost") }}',
      'the filter "map(attribute="cost")" has no translation',
    ],
    [
      '{{ person.age_in_years() }}',
      '{{ person.age_in_years() }}',
      'calls and subscripts have no translation',
    ],
    ['{{p counterparts() }}', '{{p counterparts() }}', 'subdocuments have no translation'],
  ])('%s stays text, named in a warning', (paragraph, tag, reason) => {
    const { html, warnings, logic } = translate([paragraph]);
    expect(html).toBe(`<p>${paragraph}</p>`);
    expect(warnings).toEqual([
      `Logic "${tag}" in the body has no translation (${reason}) and was left as text.`,
    ]);
    expect(logic).toEqual([]);
  });

  it('never makes a prototype name a field, a list or an item', () => {
    const { html, logic } = translate([
      '{% for constructor in items %}x{% endfor %}',
      '{% for x in __proto__ %}y{% endfor %}',
      '{#users}{constructor}{/users}',
      '{#__proto__}z{/__proto__}',
    ]);
    expect(logic).toEqual([{ kind: 'each', list: 'users', as: 'user', text: '{#users}' }]);
    expect(html).not.toMatch(/data-merge-field="[^"]*(constructor|__proto__)/);
    expect(html).not.toMatch(/\{\{#\w+ [^}]*(constructor|__proto__)/);
  });

  it('leaves an unclosed or unmatched tag as text, with a warning', () => {
    const { html, warnings } = translate(['{% if a %}', 'A', '{% endfor %}']);
    expect(html).toBe('<p>{% if a %}</p><p>A</p><p>{% endfor %}</p>');
    expect(warnings).toEqual([
      'Logic "{% endfor %}" in the body does not match "{% if a %}", which is open there, and was left as text.',
      'Logic "{% if a %}" in the body is never closed and was left as text.',
    ]);
    expect(translate(['{% endif %}']).warnings).toEqual([
      'Logic "{% endif %}" in the body closes nothing that is open and was left as text.',
    ]);
  });
});

describe('docxtemplater sections', () => {
  it.each([
    [
      ['{#users}', '{name} ({email})', '{/users}'],
      '<p>{{#each users as user}}</p><p><span data-merge-field="user.name">{{user.name}}</span> (<span data-merge-field="user.email">{{user.email}}</span>)</p><p>{{/each}}</p>',
    ],
    [
      ['{#companies}{name}{/companies}'],
      '<p>{{#each companies as company}}<span data-merge-field="company.name">{{company.name}}</span>{{/each}}</p>',
    ],
    [
      ['{#hasKitty}', 'Cat: {kitty}', '{/hasKitty}'],
      '<p>{{#if hasKitty}}</p><p>Cat: {kitty}</p><p>{{/if}}</p>',
    ],
    [
      ['{^products}', 'No products found', '{/products}'],
      '<p>{{#if not products}}</p><p>No products found</p><p>{{/if}}</p>',
    ],
    [
      ['{#companies}', '{#users}{name}{/}', '{/}'],
      '<p>{{#each companies as company}}</p><p>{{#each users as user}}<span data-merge-field="user.name">{{user.name}}</span>{{/each}}</p><p>{{/each}}</p>',
    ],
    [['{#status}ok{/status}'], '<p>{{#if status}}ok{{/if}}</p>'],
  ])('%j', (paragraphs, html) => {
    expect(translate(paragraphs).html).toBe(html);
  });

  it('leaves a section closed by another in its paragraph to the placeholder pass', () => {
    expect(translate(['Users: {#users}{/bang} end.'])).toEqual({
      html: '<p>Users: {#users}{/bang} end.</p>',
      warnings: [],
      logic: [],
    });
  });
});

describe('our own markers', () => {
  it('keeps them as they are and lists them', () => {
    const { html, logic, warnings } = translate([
      '{{#each entity.owners as owner}}',
      '{{#if owner.share > 50}}Majority{{else}}Minority{{/if}} {{amount | currency: "EUR"}}',
      '{{/each}}',
    ]);
    expect(html).toBe(
      '<p>{{#each entity.owners as owner}}</p><p>{{#if owner.share &gt; 50}}Majority{{else}}Minority{{/if}} {{amount | currency: &quot;EUR&quot;}}</p><p>{{/each}}</p>',
    );
    expect(logic).toEqual([
      { kind: 'each', list: 'entity.owners', as: 'owner', text: '{{#each entity.owners as owner}}' },
      { kind: 'if', expression: 'owner.share > 50', text: '{{#if owner.share > 50}}' },
    ]);
    expect(warnings).toEqual([]);
  });

  it('makes the item’s and the loop’s fields fields inside our own repeat', () => {
    expect(
      translate(['{{#each sellers as seller}}', '{{loop.number}}. {{seller.name}} {{ buyer }}', '{{/each}}'])
        .html,
    ).toBe(
      '<p>{{#each sellers as seller}}</p><p><span data-merge-field="loop.number">{{loop.number}}</span>. <span data-merge-field="seller.name">{{seller.name}}</span> {{ buyer }}</p><p>{{/each}}</p>',
    );
  });

  it('names a condition that does not read', () => {
    expect(translate(['{{#if entity.entity_type == }}x{{/if}}']).warnings).toEqual([
      'Logic "{{#if entity.entity_type == }}" in the body does not read and stays text until it is fixed: Condition "entity.entity_type ==": a value is missing after "==".',
    ]);
  });
});

describe('any paragraphs', () => {
  it('are read without a throw, the markers written always balanced (docxtemplater and Jinja tags)', () => {
    const tag = fc.constantFrom(
      '{% if a %}',
      '{% elif b %}',
      '{% else %}',
      '{% endif %}',
      '{%p for x in xs %}',
      '{% endfor %}',
      '{#users}',
      '{^b}',
      '{/users}',
      '{/}',
      '{name}',
      '{{ x.y }}',
      '{# c #}',
      '{% set z = 1 %}',
      'text ',
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.array(tag, { maxLength: 5 }).map((parts) => parts.join('')),
          { maxLength: 8 },
        ),
        (paragraphs) => {
          const { html } = translate(paragraphs);
          const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0;
          expect(count(/\{\{#if /g)).toBe(count(/\{\{\/if\}\}/g));
          expect(count(/\{\{#each /g)).toBe(count(/\{\{\/each\}\}/g));
        },
      ),
      { numRuns: 500 },
    );
  });
});
