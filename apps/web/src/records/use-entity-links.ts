import { useEffect, useState } from 'react';
import type { FilterOption } from '@/api/documents';
import { getEntity, listRecords, setEntityLinks } from '@/api/records';
import { errorMessage } from '@/lib/error-message';
import type { OptionSearch } from '../documents/editor-screen/multi-select';

/** The people and contacts the pickers list at first; typing searches all of the firm's. */
const PICKER_LIMIT = 200;
/** The most a search adds to a picker's list. */
const SEARCH_LIMIT = 50;

type Named = { id: string; full_name?: string };

function searchOf(kind: 'persons' | 'contacts'): OptionSearch {
  return async (text, signal) => {
    const page = await listRecords(kind, { q: text, limit: SEARCH_LIMIT, offset: 0 }, signal);
    return (page.items as Named[]).flatMap((item) =>
      item.full_name ? [{ value: item.id, label: item.full_name }] : [],
    );
  };
}

const searchPeople = searchOf('persons');
const searchContacts = searchOf('contacts');

/** A search of all the firm's records of a kind, only when the first page did not hold them all. */
const searchPast = (page: { items: unknown[]; total: number }, search: OptionSearch) =>
  page.total > page.items.length ? search : undefined;

/** An entity's owners and contacts as its form edits them, with the choices the pickers offer. */
export interface EntityLinks {
  loading: boolean;
  failure: string | null;
  owners: string[];
  contacts: string[];
  ownerOptions: FilterOption[];
  contactOptions: FilterOption[];
  /** Set when the firm has more people (contacts) than the pickers list: typing then searches them all. */
  searchOwners?: OptionSearch;
  searchContacts?: OptionSearch;
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
function merge(own: { id: string; full_name: string }[], listed: Named[]): FilterOption[] {
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
        const named = (items: unknown[]) => items as Named[];
        setLinks({
          loading: false,
          failure: null,
          owners: entity.owners.map((owner) => owner.id),
          contacts: entity.contacts.map((contact) => contact.id),
          ownerOptions: merge(entity.owners, named(persons.items)),
          contactOptions: merge(entity.contacts, named(contacts.items)),
          searchOwners: searchPast(persons, searchPeople),
          searchContacts: searchPast(contacts, searchContacts),
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
