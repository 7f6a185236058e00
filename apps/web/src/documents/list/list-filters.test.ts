import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  readListFilters,
  toFilterOptionsQuery,
  toListQuery,
  writeListFilters,
} from './list-filters';

const read = (search: string) => readListFilters(new URLSearchParams(search));

describe('list filters in the URL', () => {
  it('reads every filter and writes the same URL back', () => {
    const filters = read(
      'q=lease&type=template&entity=e1&owner=o1&contact=c1&category=Contracts&jurisdiction=US-CA&page=3',
    );
    expect(filters).toEqual({
      q: 'lease',
      kind: 'template',
      entity: 'e1',
      owner: 'o1',
      contact: 'c1',
      category: 'Contracts',
      jurisdiction: 'US-CA',
      page: 3,
    });
    expect(writeListFilters(filters).toString()).toBe(
      'q=lease&type=template&entity=e1&owner=o1&contact=c1&category=Contracts&jurisdiction=US-CA&page=3',
    );
  });

  it('keeps the library filters to the Templates tab', () => {
    const filters = read('type=document&category=Contracts&jurisdiction=US-CA');
    expect(filters).toMatchObject({ category: '', jurisdiction: '' });
    expect(hasFilters(read('category=Contracts'))).toBe(false);
    expect(writeListFilters({ ...filters, category: 'Leases' }).toString()).toBe('type=document');
    expect(hasFilters(read('type=template&jurisdiction=US-NY'))).toBe(true);
  });

  it('reads anything unknown or malformed as unset', () => {
    expect(read('type=memo&page=-2&q=%20%20')).toEqual({
      q: '',
      kind: 'all',
      entity: '',
      owner: '',
      contact: '',
      category: '',
      jurisdiction: '',
      page: 1,
    });
    expect(read('page=2.5').page).toBe(1);
    expect(writeListFilters(read('')).toString()).toBe('');
  });

  it('counts the page as no filter', () => {
    expect(hasFilters(read('page=4'))).toBe(false);
    expect(hasFilters(read('type=document'))).toBe(true);
  });
});

describe('queries', () => {
  it('asks the list for the filters, 25 a page', () => {
    expect(toListQuery(read('q=nda&type=document&contact=c1&page=2'))).toEqual({
      q: 'nda',
      is_template: false,
      entity_id: undefined,
      owner_id: undefined,
      contact_id: ['c1'],
      page: 2,
      page_size: 25,
    });
  });

  it('narrows the filter options by the kind and the records chosen, not by the search', () => {
    expect(toFilterOptionsQuery(read('q=nda&type=template&entity=e1'))).toEqual({
      document_type: 'template',
      entity_id: ['e1'],
      owner_id: undefined,
      contact_id: undefined,
    });
  });
});
