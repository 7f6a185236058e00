import type { RecordKind } from '@lexdraft/contract';

// A person's and a contact's full_name is theirs to set; when it is not sent it follows the first
// and last names, so that a corrected last name is not left behind in the name documents show.

type Names = { first_name?: string | null; last_name?: string | null; full_name?: string | null };
type Current = { firstName: string; lastName: string; fullName: string };

const joined = (first: string | null | undefined, last: string | null | undefined) =>
  `${first ?? ''} ${last ?? ''}`.trim();

/** The name fields to store for a new or changed record; undefined leaves a column as it is. */
export function nameColumns(kind: RecordKind, input: Names, current?: Current): Names {
  if (kind === 'entities') return {};
  // contacts.first_name and last_name are NOT NULL: a blank one is stored as ''.
  const blank = (value: string | null | undefined) => (value === null ? '' : value);
  const first = blank(input.first_name);
  const last = blank(input.last_name);
  if (input.full_name) return { first_name: first, last_name: last, full_name: input.full_name };
  if (!current) return { first_name: first ?? '', last_name: last ?? '', full_name: joined(first, last) };
  const followed = current.fullName === joined(current.firstName, current.lastName);
  const changed = first !== undefined || last !== undefined;
  const fullName =
    followed && changed ? joined(first ?? current.firstName, last ?? current.lastName) : undefined;
  return { first_name: first, last_name: last, full_name: fullName || undefined };
}
