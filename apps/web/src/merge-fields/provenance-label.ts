import type { FieldProvenance } from '@/api/field-trust';

// The words of a value's source mark, as issue 16 gives them: "From Acme Holdings LLC (entity),
// 3 Nov 2026, by Ana Ruiz", "Typed by Ana Ruiz, 3 Nov 2026"...

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "3 Nov 2026", in the user's time zone (Intl's short months vary by locale: "Sept"). */
export function formatShortDate(value: string): string {
  const date = new Date(value);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

/** Where a field's value came from, in one sentence. */
export function provenanceLabel(provenance: FieldProvenance): string {
  const date = provenance.at ? formatShortDate(provenance.at) : null;
  const by = provenance.by ? `by ${provenance.by.name}` : null;
  if (provenance.layer === 'default') return "The firm's default";
  if (provenance.layer === 'record') {
    const name = provenance.record_name ? ` ${provenance.record_name}` : '';
    return `From the linked ${provenance.record_type ?? 'record'}${name}`;
  }
  switch (provenance.source) {
    case 'record': {
      const record = provenance.record_name
        ? `From ${provenance.record_name} (${provenance.record_type ?? 'record'})`
        : `From a deleted ${provenance.record_type ?? 'record'}`;
      return joined(record, date, by);
    }
    case 'typed':
      return joined(provenance.by ? `Typed by ${provenance.by.name}` : 'Typed', date);
    case 'template':
      return joined('From the field template', date, by);
    case 'generated':
      return joined('Generated', date);
    case 'interview':
      return joined('From the questionnaire', date, by);
    case 'client': {
      const client = provenance.by
        ? `Answered by ${provenance.by.name}${provenance.by.email ? ` (${provenance.by.email})` : ''}`
        : 'Answered by the client';
      return joined(client, date);
    }
    case 'default':
      return "The firm's default";
  }
}

/** "3 values changed in the firm's records" (the editor's notice and the list's badge). */
export function staleValuesSummary(count: number): string {
  return `${count} ${count === 1 ? 'value' : 'values'} changed in the firm's records`;
}
