import { useEffect, useState } from 'react';
import type { FilterOption } from '@/api/documents';
import { getEntity, listRecords, setEntityLinks } from '@/api/records';
import { errorMessage } from '@/lib/error-message';

/** The most people and contacts the pickers offer; the list's search narrows within them. */
const PICKER_LIMIT = 200;

/** An entity's owners and contacts as its form edits them, with the choices the pickers offer. */
export interface EntityLinks {
  loading: boolean;
  failure: string | null;
  owners: string[];
  contacts: string[];
  ownerOptions: FilterOption[];
  contactOptions: FilterOption[];
}

const LOADING: EntityLinks = {
  loading: true,
  failure: null,
  owners: [],
  contacts: [],
  ownerOptions: [],
  contactOptions: [],
};

/** Options by name, the entity's own ones first kept even when they fall past the pickers' limit. */
function merge(
  own: { id: string; full_name: string }[],
  listed: { id: string; full_name?: string }[],
): FilterOption[] {
  const options = new Map<string, string>();
  for (const item of own) options.set(item.id, item.full_name);
  for (const item of listed) if (item.full_name) options.set(item.id, item.full_name);
  return [...options]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Loads an entity's owners and contacts and the firm's people and contacts (null id: nothing). */
export function useEntityLinks(id: string | null): EntityLinks {
  const [links, setLinks] = useState<EntityLinks>(LOADING);

  useEffect(() => {
    if (id === null) return;
    let current = true;
    setLinks(LOADING);
    const page = { q: '', limit: PICKER_LIMIT, offset: 0 };
    Promise.all([getEntity(id), listRecords('persons', page), listRecords('contacts', page)]).then(
      ([entity, persons, contacts]) => {
        if (!current) return;
        const named = (items: unknown[]) => items as { id: string; full_name?: string }[];
        setLinks({
          loading: false,
          failure: null,
          owners: entity.owners.map((owner) => owner.id),
          contacts: entity.contacts.map((contact) => contact.id),
          ownerOptions: merge(entity.owners, named(persons.items)),
          contactOptions: merge(entity.contacts, named(contacts.items)),
        });
      },
      (error: unknown) => {
        if (current)
          setLinks({ ...LOADING, loading: false, failure: errorMessage(error, 'Failed to load owners') });
      },
    );
    return () => {
      current = false;
    };
  }, [id]);

  return links;
}

/** What the entity's form holds of its owners and contacts, and how to save what changed. */
export interface EntityLinkChoice {
  links: EntityLinks;
  owners: string[];
  contacts: string[];
  setOwners: (ids: string[]) => void;
  setContacts: (ids: string[]) => void;
  /** PUTs each set that differs from what the server holds; nothing while they still load. */
  save: () => Promise<void>;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The owners and contacts an entity's form picks (null id: a form that has none). */
export function useEntityLinkChoice(id: string | null): EntityLinkChoice {
  const links = useEntityLinks(id);
  const [loaded, setLoaded] = useState(links);
  const [owners, setOwners] = useState<string[]>([]);
  const [contacts, setContacts] = useState<string[]>([]);
  const [saved, setSaved] = useState({ owners: [] as string[], contacts: [] as string[] });

  // The entity's own sets arrive: the pickers start from them.
  if (loaded !== links) {
    setLoaded(links);
    setOwners(links.owners);
    setContacts(links.contacts);
    setSaved({ owners: links.owners, contacts: links.contacts });
  }

  const save = async () => {
    if (id === null || links.loading || links.failure !== null) return;
    if (!sameSet(owners, saved.owners)) {
      await setEntityLinks(id, 'owners', owners);
      setSaved((current) => ({ ...current, owners }));
    }
    if (!sameSet(contacts, saved.contacts)) {
      await setEntityLinks(id, 'contacts', contacts);
      setSaved((current) => ({ ...current, contacts }));
    }
  };

  return { links, owners, contacts, setOwners, setContacts, save };
}
