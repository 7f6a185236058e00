// The benchmark's document: about 200 KB of contract HTML with merge fields and their values, the
// same on every run (no randomness), so that runs compare.

const FIELDS = ['client.full_name', 'entity.name', 'entity.ein', 'effective_date', 'retainer_amount'];
const PHRASE =
  'The parties agree that the services described in this letter are provided on the terms set out ' +
  'below, that fees are billed monthly in arrears, and that either party may end the engagement ' +
  'with thirty days written notice to the other. ';

/**
 * Content in the spec's shape whose `ckeditor_html` is at least `bytes` long.
 * @param {number} bytes
 */
export function buildBenchContent(bytes) {
  const parts = [];
  let size = 0;
  for (let index = 0; size < bytes; index += 1) {
    const field = FIELDS[index % FIELDS.length];
    const part =
      index % 25 === 0
        ? `<h2>Article ${index / 25 + 1}. Terms &amp; "conditions"</h2>`
        : `<p>${index}. ${PHRASE}<span data-merge-field="${field}">{{${field}}}</span> ${PHRASE}</p>`;
    parts.push(part);
    size += part.length;
  }
  const values = Object.fromEntries(FIELDS.map((field) => [field, `Value of ${field}`]));
  return {
    ckeditor_html: parts.join('\n'),
    placeholders: values,
    merge_field_values: values,
    metadata: { field_source_refs: {}, custom_fields: [] },
    schema_version: '3.0',
  };
}
