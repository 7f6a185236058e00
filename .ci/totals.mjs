// Adds up the reports of one CI run and prints the closing lines: "CI took N min" (when .ci/run
// passes CI_STARTED_AT) and, last, "N passed, M failed".
// A report that is missing (its runner crashed before writing it) counts as one failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const [dir, ...reports] = process.argv.slice(2);
let passed = 0;
let failed = 0;

for (const file of readdirSync(dir).filter((name) => name.endsWith('.check'))) {
  const ok = readFileSync(path.join(dir, file), 'utf8').trim() === 'pass';
  console.log(`${file.replace(/\.check$/, '')}: ${ok ? 'passed' : 'FAILED'}`);
  if (ok) passed += 1;
  else failed += 1;
}

for (const name of reports) {
  const file = path.join(dir, name);
  if (!existsSync(file)) {
    console.log(`${name}: no report (the run crashed)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // Vitest's JSON reporter, or Playwright's.
  const ok = report.stats ? report.stats.expected + report.stats.flaky : report.numPassedTests;
  const bad = report.stats ? report.stats.unexpected : report.numFailedTests;
  const crashed = report.stats ? (report.errors?.length ?? 0) : report.success === false && bad === 0 ? 1 : 0;
  console.log(`${name}: ${ok} passed, ${bad + crashed} failed`);
  // The reliability suite's figures (acknowledged saves lost, 5xx seen, ...) again, under its total.
  for (const figure of report.stats ? figuresOf(report.suites ?? []) : []) console.log(`  ${figure}`);
  // Which tests failed, so a run's tail alone says where to look.
  for (const failure of report.stats ? playwrightFailures(report.suites ?? []) : vitestFailures(report)) {
    console.log(`  FAILED ${failure}`);
  }
  passed += ok;
  failed += bad + crashed;
}

/** The `figure` annotations of a Playwright report's tests, in run order. */
function figuresOf(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) =>
        (test.annotations ?? []).filter((a) => a.type === 'figure').map((a) => a.description),
      ),
    ),
    ...figuresOf(suite.suites ?? []),
  ]);
}

/** A Vitest report's failed tests (and files that failed to load), with the first line of the reason. */
function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const where = path.relative(process.cwd(), file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failedTests.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return failedTests.map((test) => `${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

/** A Playwright report's unexpected results. */
function playwrightFailures(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map(
          (test) => `${spec.file}:${spec.line} > ${spec.title}: ${playwrightReason(test.results?.at(-1))}`,
        ),
    ),
    ...playwrightFailures(suite.suites ?? []),
  ]);
}

/**
 * Why a Playwright test failed: a timeout first (its error is only where it was waiting), then the
 * error's first line, the locator it waited for and the line that failed.
 */
function playwrightReason(result) {
  const error = result?.error;
  const lines = stripVTControlCharacters(error?.message ?? '').split('\n');
  const locator = lines.find((line) => /^\s*Locator:/.test(line))?.trim();
  const at = error?.location ? `line ${error.location.line}` : undefined;
  const timedOut =
    result?.status === 'timedOut' ? `timed out after ${Math.round(result.duration / 1000)} s` : undefined;
  return [timedOut, firstLine(error?.message), locator, at].filter(Boolean).join(' | ');
}

function firstLine(text) {
  return (
    stripVTControlCharacters(text ?? '')
      .split('\n')
      .find((line) => line.trim()) ?? ''
  );
}

// The run's wall-clock time, from .ci/run's start (issue 29's target: under 20 minutes on 2 cores).
const startedAt = Number(process.env.CI_STARTED_AT);
if (startedAt > 0) console.log(`CI took ${((Date.now() / 1000 - startedAt) / 60).toFixed(1)} min`);

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
