// @ts-check

/**
 * @typedef {object} Run One open of one variant, then one typing session.
 * @property {number} openMs navigation to the first painted editable frame
 * @property {number[]} typing keystroke-to-next-paint samples, ms
 * @property {number | undefined} scanMs median of five panel scans (product)
 * @property {number} fieldCount fields found in the opened document
 * @property {number} htmlBytes size of the opened HTML
 * @property {number} htmlCallsWhileTyping editor.getHTML() calls during the typing
 * @property {Phases} phases where the open time went
 */

/**
 * @typedef {object} Phases The open time split by the page's marks, ms.
 * @property {number} load navigation to the bench script running: HTML, scripts, compile
 * @property {number} html building the contract's HTML
 * @property {number} mount loading the variant's code, parsing the HTML, creating the editor and its UI
 * @property {number} paint the first frame of the editable document
 */

/**
 * @typedef {object} Summary One variant of one case over all rounds.
 * @property {number} openMs median over the rounds
 * @property {number[]} opens
 * @property {number} p50 over the samples of all rounds
 * @property {number} p95
 * @property {number} max
 * @property {number} samples
 * @property {number[]} p95PerRound
 * @property {number | undefined} scanMs median over the rounds
 * @property {number} fieldCount
 * @property {number} htmlBytes
 * @property {number} htmlCallsWhileTyping
 * @property {Phases} phases medians over the rounds
 */

/**
 * @typedef {object} Check
 * @property {string} label
 * @property {string} value
 * @property {boolean | undefined} pass undefined for a figure reported without a target
 */

/** The targets; typing and scan are held to them at 2,000 fields, open in every case. */
export const TARGETS = { typingRatio: 1.2, typingP95Ms: 16, openRatio: 1.3, scanMs: 4, atFields: 2000 };

/**
 * Nearest-rank percentile.
 * @param {number[]} values
 * @param {number} p 0..100
 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** @param {number[]} values */
export const median = (values) => percentile(values, 50);

/**
 * @param {Run[]} runs
 * @returns {Summary}
 */
export function summarize(runs) {
  const typed = runs.filter((run) => run.typing.length > 0);
  const typing = typed.flatMap((run) => run.typing);
  const scans = runs.flatMap((run) => (run.scanMs === undefined ? [] : [run.scanMs]));
  const first = runs[0];
  if (!first) throw new Error('No run to summarize');
  return {
    openMs: median(runs.map((run) => run.openMs)),
    opens: runs.map((run) => run.openMs),
    p50: percentile(typing, 50),
    p95: percentile(typing, 95),
    max: Math.max(...typing),
    samples: typing.length,
    p95PerRound: typed.map((run) => percentile(run.typing, 95)),
    scanMs: scans.length > 0 ? median(scans) : undefined,
    fieldCount: first.fieldCount,
    htmlBytes: first.htmlBytes,
    htmlCallsWhileTyping: runs.reduce((sum, run) => sum + run.htmlCallsWhileTyping, 0),
    phases: {
      load: median(runs.map((run) => run.phases.load)),
      html: median(runs.map((run) => run.phases.html)),
      mount: median(runs.map((run) => run.phases.mount)),
      paint: median(runs.map((run) => run.phases.paint)),
    },
  };
}

/**
 * The targets' verdicts for one case, and the stress case's ratios as figures without a target.
 * @param {number} fields
 * @param {Summary} bare
 * @param {Summary} product
 * @returns {Check[]}
 */
export function checkTargets(fields, bare, product) {
  const held = fields === TARGETS.atFields;
  /** @param {boolean} pass */
  const verdict = (pass) => (held ? pass : undefined);
  const openRatio = product.openMs / bare.openMs;
  const typingRatio = product.p95 / bare.p95;
  /** @type {Check[]} */
  const checks = [
    {
      label: `typing p95 <= ${TARGETS.typingRatio}x bare`,
      value: `${typingRatio.toFixed(2)}x`,
      pass: verdict(typingRatio <= TARGETS.typingRatio),
    },
    {
      label: `typing p95 < ${TARGETS.typingP95Ms} ms`,
      value: `${product.p95.toFixed(1)} ms`,
      pass: verdict(product.p95 < TARGETS.typingP95Ms),
    },
    {
      label: `open <= ${TARGETS.openRatio}x bare`,
      value: `${openRatio.toFixed(2)}x`,
      pass: openRatio <= TARGETS.openRatio,
    },
    {
      label: `scan < ${TARGETS.scanMs} ms`,
      value: `${(product.scanMs ?? Number.NaN).toFixed(2)} ms`,
      pass: verdict((product.scanMs ?? Number.POSITIVE_INFINITY) < TARGETS.scanMs),
    },
  ];
  checks.push({
    label: 'getHTML() calls while typing',
    value: String(product.htmlCallsWhileTyping),
    pass: product.htmlCallsWhileTyping === 0,
  });
  for (const [variant, summary] of /** @type {const} */ ([
    ['bare', bare],
    ['product', product],
  ])) {
    if (summary.fieldCount !== fields) {
      checks.push({
        label: `${variant} document holds ${fields} fields`,
        value: String(summary.fieldCount),
        pass: false,
      });
    }
  }
  return checks;
}

/** @param {number} value @param {number} digits */
const cell = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/**
 * The printed report of one case.
 * @param {number} fields
 * @param {Summary} bare
 * @param {Summary} product
 * @param {Check[]} checks
 */
export function formatCase(fields, bare, product, checks) {
  const mb = (bytes = 0) => (bytes / 1_000_000).toFixed(2);
  const lines = [
    `${fields.toLocaleString('en-US')} merge fields (HTML ${mb(bare.htmlBytes)} MB bare, ${mb(product.htmlBytes)} MB product)`,
    `  variant   open ms   typing p50   typing p95   max ms   scan ms   p95 per round`,
  ];
  for (const [name, summary] of /** @type {const} */ ([
    ['bare', bare],
    ['product', product],
  ])) {
    lines.push(
      [
        `  ${name.padEnd(8)}`,
        cell(summary.openMs).padStart(8),
        cell(summary.p50).padStart(12),
        cell(summary.p95).padStart(12),
        cell(summary.max).padStart(8),
        (summary.scanMs === undefined ? '-' : cell(summary.scanMs, 2)).padStart(9),
        `   ${summary.p95PerRound.map((value) => cell(value)).join(' / ')}`,
      ].join(' '),
    );
  }
  lines.push('  open, median ms: load / build HTML / create editor and UI / first paint');
  for (const [name, { phases }] of /** @type {const} */ ([
    ['bare', bare],
    ['product', product],
  ])) {
    const split = [phases.load, phases.html, phases.mount, phases.paint].map((value) => cell(value, 0));
    lines.push(`    ${name.padEnd(8)} ${split.join(' / ')}`);
  }
  lines.push(
    `  product/bare: open ${(product.openMs / bare.openMs).toFixed(2)}x, typing p50 ${(product.p50 / bare.p50).toFixed(2)}x, typing p95 ${(product.p95 / bare.p95).toFixed(2)}x`,
  );
  for (const check of checks) {
    const mark = check.pass === undefined ? 'INFO' : check.pass ? 'PASS' : 'FAIL';
    lines.push(`  ${mark}  ${check.label}: ${check.value}`);
  }
  return lines.join('\n');
}
