// DocuSeal's text tags: `{{Field Name;type=signature;role=Seller}}`, a name followed by `;key=value`
// settings. The import reads the name (the field it stands for) and, where ours has the same kind of
// field, the type: a signature tag becomes a Signature field for its role's signer.

/** A DocuSeal tag's parts: its name, and its type and role when it gives them (lower-case type). */
export type DocusealTag = { name: string; type: string | undefined; role: string | undefined };

// The settings DocuSeal documents for text tags; a `;` followed by one of these marks a tag.
const SETTINGS = new Set([
  'type',
  'role',
  'required',
  'readonly',
  'default',
  'format',
  'options',
  'condition',
  'width',
  'height',
  'align',
  'valign',
  'font',
  'font_size',
  'font_type',
  'color',
  'mask',
  'min',
  'max',
  'step',
  'description',
  'title',
  'placeholder',
  'value',
  'length',
  'name',
]);
const SETTING = /^\s*([a-z_]+)\s*=(.*)$/i;

/**
 * The parts of a `{{...}}` marker's inner text when it is a DocuSeal tag (a name then `;key=value`
 * settings DocuSeal knows), else undefined: a plain `{{client_name}}` is no tag.
 */
export function parseDocusealTag(inner: string): DocusealTag | undefined {
  const segments = inner.split(';');
  if (segments.length < 2) return undefined;
  const settings = new Map<string, string>();
  let name: string | undefined;
  for (const [index, segment] of segments.entries()) {
    const setting = SETTING.exec(segment);
    const key = setting?.[1]?.toLowerCase();
    if (setting && key !== undefined && SETTINGS.has(key)) settings.set(key, (setting[2] ?? '').trim());
    else if (index === 0) name = segment.trim();
    else if (segment.trim() !== '') return undefined;
  }
  if (settings.size === 0) return undefined;
  const type = settings.get('type')?.toLowerCase() || undefined;
  const role = settings.get('role') || undefined;
  // DocuSeal names an unnamed field by its role and type; so does the import.
  const named = name || settings.get('name') || [role, type].filter(Boolean).join(' ');
  return { name: named, type, role };
}

/** True for a tag our editor has a Signature field for. */
export const isSignatureTag = (tag: DocusealTag | undefined) => tag?.type === 'signature';
