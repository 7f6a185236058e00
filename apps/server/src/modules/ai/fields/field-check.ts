// Comparing the sentinels of a provider's output with those that were sent: a rewrite must keep
// every merge field (and every protected piece of text) exactly as often as the original had it,
// and bring in none of its own.

/** One sentinel that was sent: what it stands for and how often it was sent. */
export interface SentEntry {
  token: string;
  kind: 'field' | 'data';
  /** The field id, for a field. */
  id?: string;
  /** How a message names it: `{{person.first_name}}`, or the protected text itself. */
  label: string;
  count: number;
}

/** A sentinel or field whose count in the output differs from what was sent. */
export interface FieldIssue {
  /** The sentinel (`⟦F1⟧`), or the text found for one that was never sent. */
  token: string;
  kind: 'field' | 'data';
  id?: string;
  label: string;
  expected: number;
  found: number;
}

export interface FieldCheck {
  ok: boolean;
  /** Sent, but found fewer times (dropped). */
  missing: FieldIssue[];
  /** Found more times than sent. */
  duplicated: FieldIssue[];
  /** Found but never sent: an unknown `⟦F9⟧`, a stray bracket, a raw `{{x}}` or merge-field span. */
  invented: FieldIssue[];
  /** A sentence naming the fields ("The rewrite dropped {{person.first_name}}"), null when ok. */
  message: string | null;
}

// Anything bracketed the way our sentinels are, and a bracket standing alone: the input's own
// brackets were all sent as sentinels, so any other one in the output was made up.
const TOKEN = /⟦[^⟦⟧]{0,12}⟧|[⟦⟧]/g;

const list = (labels: string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;

/** A sentence naming what a check found, e.g. "The rewrite dropped {{a}} and added {{b}}". */
export function describeFieldCheck(
  check: Omit<FieldCheck, 'message'>,
  subject = 'The rewrite',
): string | null {
  const labels = (issues: FieldIssue[]) => list(issues.map((issue) => issue.label));
  const parts = [
    check.missing.length > 0 ? `dropped ${labels(check.missing)}` : '',
    check.duplicated.length > 0 ? `repeated ${labels(check.duplicated)}` : '',
    check.invented.length > 0 ? `added ${labels(check.invented)}` : '',
  ].filter(Boolean);
  return parts.length === 0 ? null : `${subject} ${list(parts)}`;
}

/**
 * Checks an output against the sentinels sent. `rawFields` counts the merge fields written out
 * in the output itself (markers or spans), which the input had none of: every one was a sentinel.
 */
export function checkSentinels(
  output: string,
  sent: ReadonlyMap<string, SentEntry>,
  rawFields: ReadonlyMap<string, number>,
): FieldCheck {
  const found = new Map<string, number>();
  for (const [token] of output.matchAll(TOKEN)) found.set(token, (found.get(token) ?? 0) + 1);

  const missing: FieldIssue[] = [];
  const duplicated: FieldIssue[] = [];
  const invented: FieldIssue[] = [];
  for (const entry of sent.values()) {
    const count = found.get(entry.token) ?? 0;
    const issue = {
      token: entry.token,
      kind: entry.kind,
      id: entry.id,
      label: entry.label,
      expected: entry.count,
      found: count,
    };
    if (count < entry.count) missing.push(issue);
    else if (count > entry.count) duplicated.push(issue);
  }
  for (const [token, count] of found) {
    if (sent.has(token)) continue;
    invented.push({
      token,
      kind: token.startsWith('⟦F') ? 'field' : 'data',
      label: token,
      expected: 0,
      found: count,
    });
  }
  for (const [id, count] of rawFields) {
    const label = `{{${id}}}`;
    invented.push({ token: label, kind: 'field', id, label, expected: 0, found: count });
  }
  const check = {
    ok: missing.length + duplicated.length + invented.length === 0,
    missing,
    duplicated,
    invented,
  };
  return { ...check, message: describeFieldCheck(check) };
}
