import { describe, expect, it } from 'vitest';
import { formatSigningDate, signedReadOnly } from './index.js';

describe('signedReadOnly', () => {
  it('names the day in UTC with an English month, whatever the time zone', () => {
    expect(formatSigningDate('2026-11-29T23:59:00Z')).toBe('29 November 2026');
    expect(formatSigningDate(new Date('2025-03-06T00:00:00Z'))).toBe('6 March 2025');
    expect(signedReadOnly('2026-11-29T15:30:00Z')).toBe(
      'This document was signed on 29 November 2026. Make a copy to change it.',
    );
  });
});
