import { describe, expect, it } from 'vitest';
import { formatFieldDate, isSensitiveByDefault, isSensitiveField, maskSensitiveValue } from '../index.js';

describe('isSensitiveByDefault', () => {
  it.each([
    'person.ssn_last_4',
    'owner.ssn',
    'entity.ein',
    'client.tax_id',
    'trustee.TIN',
    'person.date_of_birth',
    'beneficiary.dob',
    'matter.bank_account_number',
    'payee.routing_number',
    'ssn',
  ])('%s is sensitive', (id) => {
    expect(isSensitiveByDefault(id)).toBe(true);
  });

  it.each(['person.first_name', 'entity.name', 'entity.ein_note', 'person.ssn_holder', 'matter.date'])(
    '%s is not',
    (id) => {
      expect(isSensitiveByDefault(id)).toBe(false);
    },
  );
});

describe('isSensitiveField', () => {
  it('follows a definition marked sensitive, and keeps the defaults whatever a definition says', () => {
    expect(isSensitiveField('matter.passport', { sensitive: true })).toBe(true);
    expect(isSensitiveField('matter.passport', { sensitive: false })).toBe(false);
    expect(isSensitiveField('matter.passport')).toBe(false);
    expect(isSensitiveField('entity.ein', { sensitive: false })).toBe(true);
    expect(isSensitiveField('entity.ein', { sensitive: null })).toBe(true);
  });
});

describe('maskSensitiveValue', () => {
  it('keeps the last four characters and the separators', () => {
    expect(maskSensitiveValue('123-45-6789')).toBe('•••-••-6789');
    expect(maskSensitiveValue('12-3456789')).toBe('••-•••6789');
    expect(maskSensitiveValue('1980-04-12')).toBe('••••-•4-12');
    expect(maskSensitiveValue('April 12, 1980')).toBe('••••• ••, 1980');
    expect(maskSensitiveValue('GB29 NWBK 6016')).toBe('•••• •••• 6016');
  });

  it('masks a value of four or fewer letters and digits whole', () => {
    expect(maskSensitiveValue('6789')).toBe('••••');
    expect(maskSensitiveValue('12-3')).toBe('••-•');
    expect(maskSensitiveValue('')).toBe('');
    expect(maskSensitiveValue('--')).toBe('--');
  });

  it('counts letters beyond ASCII and characters outside the basic plane as one each', () => {
    expect(maskSensitiveValue('ÄÖÜß1234')).toBe('••••1234');
    expect(maskSensitiveValue('12345😀')).toBe('••345😀');
  });

  it("shows a date of birth's last four characters only, not its month and day (issue 29)", () => {
    expect(maskSensitiveValue('1980-04-17')).toBe('••••-•4-17');
    expect(maskSensitiveValue('1980-04-17')).not.toContain('04-17');
  });
});

describe('a masked date', () => {
  it('is shown as it came, not as Invalid date', () => {
    expect(formatFieldDate(maskSensitiveValue('1980-04-12'))).toBe('••••-•4-12');
    expect(formatFieldDate('1980-04-12')).toBe('Apr 12, 1980');
  });
});
