const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mon D, YYYY" (spec section 5), or "Invalid date". */
export function formatDate(value: string): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : 'Invalid date';
}

/** "Mon D, YYYY, h:mm AM", or "Invalid date". */
export function formatDateTime(value: string): string {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : 'Invalid date';
}
