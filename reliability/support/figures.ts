import type { TestInfo } from '@playwright/test';

/**
 * Prints one figure of the suite as a line of its own (`reliability: ...`) and keeps it in the
 * test's annotations, so that the JSON report carries it too.
 */
export function figure(testInfo: TestInfo, text: string): void {
  console.log(`reliability: ${text}`);
  testInfo.annotations.push({ type: 'figure', description: text });
}

/** The value at a quantile (0 to 1) of some numbers, or 0 when there are none. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}
