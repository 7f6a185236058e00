import type { AuditItem } from '@lexdraft/contract';

// Pieces of an entry that the list and its details dialog show alike.

/** An id cut to its start when long: the whole one is in the details and on hover. */
export function shortId(id: string): string {
  return id.length > 13 ? `${id.slice(0, 8)}…` : id;
}

/** Who acted: name and email, or a dash when no user did (a failed sign-in for an unknown address). */
export function AuditActor({ actor }: { actor: AuditItem['actor'] }) {
  if (actor === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">No user</span>
      </>
    );
  }
  return (
    <span className="grid min-w-0">
      <span className="truncate font-medium text-foreground">{actor.name || actor.email}</span>
      {actor.name !== '' && <span className="truncate text-muted-foreground">{actor.email}</span>}
    </span>
  );
}
