// @ts-check
// The bulk benchmark's firm data, made through the API as a firm would: a 5-page template with 20
// fields (6 filled from the entity, 14 given per row) and 3 conditions, and 200 entities.

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password-1';
export const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 200);

/** The 14 fields a row gives; the 6 entity fields come from the entity. */
const GIVEN = [
  'matter.title',
  'matter.number',
  'matter.court',
  'client.name',
  'client.address',
  'counsel.name',
  'counsel.bar_number',
  'fee.amount',
  'fee.currency',
  'deal.kind',
  'rush',
  'signing.date',
  'signing.place',
  'governing.law',
];
const ENTITY_FIELDS = [
  'entity.name',
  'entity.legal_name',
  'entity.ein',
  'entity.entity_type',
  'entity.state_of_formation',
  'entity.entity_address',
];

/** About five A4 pages: numbered clauses that use the fields, with three conditions. */
function templateHtml() {
  const fields = [...ENTITY_FIELDS, ...GIVEN].filter((id) => id !== 'rush');
  const paragraphs = [];
  for (let clause = 1; clause <= 60; clause += 1) {
    const a = fields[clause % fields.length];
    const b = fields[(clause * 7) % fields.length];
    paragraphs.push(
      `<p>${clause}. The parties agree that {{${a}}} shall act in good faith toward {{${b}}} in every matter ` +
        'arising under this Agreement, and that notices shall be given in writing to the addresses set out above.</p>',
    );
    if (clause === 15)
      paragraphs.push(
        '<p>{{#if rush}}</p><p>This matter is expedited at the request of {{client.name}}.</p><p>{{/if}}</p>',
      );
    if (clause === 30)
      paragraphs.push(
        '<p>{{#if deal.kind == "asset"}}</p><p>The assets of {{entity.name}} pass on closing.</p><p>{{else}}</p><p>The shares of {{entity.name}} pass on closing.</p><p>{{/if}}</p>',
      );
    if (clause === 45)
      paragraphs.push(
        '<p>{{#if fee.amount > 1000}}</p><p>A retainer of {{fee.amount}} {{fee.currency}} is due on signing.</p><p>{{/if}}</p>',
      );
  }
  return `<h1>{{matter.title}}</h1>${paragraphs.join('')}`;
}

/** The values a row gives: different for each row, as 200 matters would be. */
export function rowValues(/** @type {number} */ index) {
  return {
    'matter.title': `Annual consent ${index + 1}`,
    'matter.number': `M-2026-${String(index + 1).padStart(4, '0')}`,
    'matter.court': 'Court of Chancery',
    'client.name': `Client ${index + 1}`,
    'client.address': `${100 + index} Main Street, Wilmington, DE`,
    'counsel.name': 'Alexandra Reyes',
    'counsel.bar_number': `BAR-${1000 + index}`,
    'fee.amount': String(500 + index * 10),
    'fee.currency': 'USD',
    'deal.kind': index % 2 === 0 ? 'asset' : 'stock',
    rush: index % 3 === 0 ? 'true' : 'false',
    'signing.date': '2026-12-15',
    'signing.place': 'Wilmington, Delaware',
    'governing.law': 'Delaware',
  };
}

/** A CSV cell, quoted when it must be. */
const cell = (/** @type {string} */ value) =>
  /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** The CSV of the bulk request: entity_id and the 14 given fields per row. */
export function bulkCsv(/** @type {string[]} */ entityIds) {
  const header = ['entity_id', ...GIVEN];
  const rows = entityIds.map((id, index) => {
    const values = rowValues(index);
    return [id, ...GIVEN.map((field) => values[/** @type {keyof typeof values} */ (field)])]
      .map(cell)
      .join(',');
  });
  return `${[header.join(','), ...rows].join('\n')}\n`;
}

/**
 * Signs in as the demo admin, makes the template and the entities.
 * @param {string} base
 */
export async function seedBulk(base) {
  /** @param {string} method @param {string} path @param {unknown} body @param {string} [token] */
  const call = async (method, path, body, token) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { access_token: token } = await call('POST', '/auth/login', {
    username: 'admin@demo.test',
    password: PASSWORD,
  });
  const template = await call(
    'POST',
    '/docs/documents',
    {
      name: 'Annual consent',
      is_template: true,
      content: {
        ckeditor_html: templateHtml(),
        merge_field_values: {},
        placeholders: {},
        metadata: { field_source_refs: {}, custom_fields: [] },
        schema_version: '3.0',
      },
    },
    token,
  );
  /** @type {string[]} */
  const entityIds = [];
  for (let index = 0; index < DOCUMENTS; index += 1) {
    const entity = await call(
      'POST',
      '/api/entities',
      {
        name: `Harbor Point ${index + 1} LLC`,
        legal_name: `Harbor Point Holdings ${index + 1} LLC`,
        ein: `12-${String(3_000_000 + index).padStart(7, '0')}`,
        entity_type: 'LLC',
        state_of_formation: 'Delaware',
        address: `${index + 1} Harbor Road, Dover, DE`,
      },
      token,
    );
    entityIds.push(String(entity.id));
  }
  return { token, templateId: String(template.id), entityIds, call };
}
