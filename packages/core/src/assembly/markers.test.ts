import { describe, expect, it } from 'vitest';
import {
  fieldMarkerWithFormat,
  LOOP_FIELDS,
  RECORD_LISTS,
  readFormattedField,
  readMarker,
} from './markers.js';
import { repeatProblem } from './names.js';

describe('readMarker', () => {
  it('reads each kind of marker', () => {
    expect(readMarker('#if x == 1')).toEqual({ kind: 'if', expression: 'x == 1' });
    expect(readMarker('else')).toEqual({ kind: 'else' });
    expect(readMarker('/if')).toEqual({ kind: 'endif' });
    expect(readMarker('#each entity.owners as owner')).toEqual({
      kind: 'each',
      list: 'entity.owners',
      as: 'owner',
    });
    expect(readMarker('/each')).toEqual({ kind: 'endeach' });
  });

  it('allows spaces around the marker and keeps a bad expression for its parser to name', () => {
    expect(readMarker(' #if  agreement.rush ')).toEqual({ kind: 'if', expression: 'agreement.rush' });
    expect(readMarker('#if entity.entity_type == ')).toEqual({
      kind: 'if',
      expression: 'entity.entity_type ==',
    });
    expect(readMarker('#if')).toEqual({ kind: 'if', expression: '' });
  });

  it('reads a list whose name holds spaces', () => {
    expect(readMarker('#each Sellers list as seller')).toEqual({
      kind: 'each',
      list: 'Sellers list',
      as: 'seller',
    });
  });

  it('is undefined for fields, plain text and malformed repeats', () => {
    for (const inner of ['amount', '#iffy', 'elsewhere', '#each owners', '#each owners as', 'x | upper']) {
      expect(readMarker(inner)).toBeUndefined();
    }
    expect(readMarker('#each entity.owners as owner.name')).toBeUndefined();
    expect(readMarker('#each entity.owners as loop')).toBeUndefined();
    expect(readMarker('#each __proto__ as x')).toBeUndefined();
    expect(readMarker('#each list as constructor')).toBeUndefined();
  });
});

describe('repeatProblem', () => {
  it('names what is wrong with a list or an item name', () => {
    expect(repeatProblem('entity.owners', 'owner')).toBeUndefined();
    expect(repeatProblem('a.prototype', 'x')).toBe('"prototype" is not a valid name');
    expect(repeatProblem('1list', 'x')).toBe('"1list" is not a valid list name');
    expect(repeatProblem('list', 'a b')).toContain('is not a valid item name');
    expect(repeatProblem('list', 'Loop')).toBe('"Loop" is reserved: choose another item name');
  });
});

describe('readFormattedField', () => {
  it('splits the id from its format', () => {
    expect(readFormattedField('amount | currency: "EUR"')).toEqual({
      id: 'amount',
      format: 'currency: "EUR"',
    });
    expect(readFormattedField('Closing Date|date: "D MMMM YYYY"')).toEqual({
      id: 'Closing Date',
      format: 'date: "D MMMM YYYY"',
    });
  });

  it('is undefined without a format, or for an id that is not valid', () => {
    expect(readFormattedField('amount')).toBeUndefined();
    expect(readFormattedField('amount | ')).toBeUndefined();
    expect(readFormattedField('#if x | upper')).toBeUndefined();
    expect(readFormattedField('__proto__ | upper')).toBeUndefined();
    expect(readFormattedField('a.constructor | upper')).toBeUndefined();
  });
});

describe('fieldMarkerWithFormat', () => {
  it('writes the marker with or without a format, and reads back', () => {
    expect(fieldMarkerWithFormat('amount', 'currency: "EUR"')).toBe('{{amount | currency: "EUR"}}');
    expect(fieldMarkerWithFormat('amount', null)).toBe('{{amount}}');
    expect(readFormattedField(fieldMarkerWithFormat('amount', 'words').slice(2, -2))).toEqual({
      id: 'amount',
      format: 'words',
    });
  });
});

describe('the lists and loop fields', () => {
  it('names the record lists and the loop fields', () => {
    expect(RECORD_LISTS).toEqual([
      'entity.owners',
      'entity.contacts',
      'document.entities',
      'document.owners',
      'document.contacts',
    ]);
    expect(LOOP_FIELDS).toEqual(['loop.number', 'loop.first', 'loop.last', 'loop.count']);
  });
});
