import { describe, expect, it } from 'vitest';
import { fuzzRuns } from './fuzz-runs.js';

const defaults = { local: 30, ci: 10 };

describe('fuzzRuns', () => {
  it('takes the local count on a developer machine and the lighter one under CI', () => {
    expect(fuzzRuns(defaults, {})).toBe(30);
    expect(fuzzRuns(defaults, { CI: 'true' })).toBe(10);
  });

  it('takes FUZZ_RUNS over both', () => {
    expect(fuzzRuns(defaults, { FUZZ_RUNS: '500' })).toBe(500);
    expect(fuzzRuns(defaults, { FUZZ_RUNS: '3', CI: 'true' })).toBe(3);
  });

  it('refuses a FUZZ_RUNS that is not a whole number of at least 1', () => {
    for (const value of ['0', '-4', '2.5', 'many']) {
      expect(() => fuzzRuns(defaults, { FUZZ_RUNS: value })).toThrow(`not "${value}"`);
    }
  });
});
