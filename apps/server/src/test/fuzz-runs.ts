/**
 * How many generated inputs a fuzz test tries per case: FUZZ_RUNS when set, else fewer under CI
 * (issue 29: CI under 20 minutes on 2 cores) than on a developer's machine. Each CI run draws a new
 * seed, so runs add up over time; FUZZ_RUNS=500 makes a long run locally.
 */
export function fuzzRuns(
  defaults: { local: number; ci: number },
  env: Record<string, string | undefined> = process.env,
): number {
  const value = env.FUZZ_RUNS;
  if (value === undefined || value === '') return env.CI ? defaults.ci : defaults.local;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`FUZZ_RUNS must be a whole number of at least 1, not "${value}"`);
  }
  return runs;
}
