import { customFieldNameProblem, isIgnoredCustomName } from '@lexdraft/core';
import { describe, expect, it } from 'vitest';
import { placeholderName, suggestField } from './suggest-field.js';

describe('suggestField', () => {
  it.each([
    ['[Company Name]', 'entity.name'],
    ['{{ client_first_name }}', 'person.first_name'],
    ['[EIN]', 'entity.ein'],
    ['{{person.last_name}}', 'person.last_name'],
    ['«Client_Name»', 'person.full_name'],
    ['<<Client Email>>', 'person.primary_email'],
    ['{clientFirstName}', 'person.first_name'],
    ['[Entity Name]', 'entity.name'],
    ['[State of Incorporation]', 'entity.state_of_formation'],
    ['[Date of Formation]', 'entity.date_of_formation'],
    ['[Company Address]', 'entity.entity_address'],
    ['[Company]', 'entity.name'],
    ['[Owner Title]', 'owner.title'],
    ['[Ownership Percentage]', 'owner.ownership_percentage'],
    ['[Contact Phone]', 'contact.phone'],
    ['{{customer_company}}', 'entity.name'],
    ['{{customer_name}}', 'person.full_name'],
    ['[[client_name]]', 'person.full_name'],
    ['{{Client Email;type=text;role=Client}}', 'person.primary_email'],
    ['Name: ________', 'person.full_name'],
    ['Date of Birth: ____', 'person.date_of_birth'],
  ])('%s -> %s', (text, field) => {
    expect(suggestField(text)).toBe(field);
  });

  it('reads the words around a placeholder: a name beside "corporation" is the entity\'s', () => {
    expect(suggestField('[Name]', '[Name], a Delaware corporation')).toBe('entity.name');
    expect(suggestField('[Name]', 'I, [Name], declare')).toBe('person.full_name');
  });

  it.each([
    ['{{Closing Date}}', 'Closing Date'],
    ['[Closing Date]', 'closing_date'],
    ['{party_1_name}', 'party_1_name'],
    ['{{company.motto}}', 'company_motto'],
    ['[1st Party]', '_1st_party'],
    ['[Réunion Lieu]', 'reunion_lieu'],
    ['________', 'blank'],
    [`[${'Very Long Placeholder Name '.repeat(3)}]`, 'very_long_placeholder_name_very_long_placeholder_n'],
  ])('proposes a valid custom name: %s -> %s', (text, field) => {
    const suggested = suggestField(text);
    expect(suggested).toBe(field);
    expect(customFieldNameProblem(suggested)).toBeUndefined();
    expect(isIgnoredCustomName(suggested)).toBe(false);
  });

  it('uses the catalogue it is given', () => {
    const catalogue = [
      { id: 'matter.number', label: 'Matter Number', category: 'Matter', type: 'text' as const },
    ];
    expect(suggestField('[Matter Number]', '', catalogue)).toBe('matter.number');
  });
});

describe('placeholderName', () => {
  it.each([
    ['{{ a }}', 'a'],
    ['{b}', 'b'],
    ['[C D]', 'C D'],
    ['<<E>>', 'E'],
    ['«F»', 'F'],
    ['[[G]]', 'G'],
    ['{{Seller;type=signature;role=Seller}}', 'Seller'],
    ['{{type=date;role=Buyer}}', 'Buyer date'],
    ['Name: ____', 'Name'],
    ['____ (Signature)', 'Signature'],
  ])('%s -> %s', (text, name) => {
    expect(placeholderName(text)).toBe(name);
  });
});
