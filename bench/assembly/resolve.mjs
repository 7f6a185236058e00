// @ts-check
// Measure (a): core's resolveDocument over the template against resolveDocument over the same
// document with the logic taken out (which only fills fields), alternating in this one process.
// Both documents are parsed to the editor's JSON once, untimed, by the server's built code, as the
// export reads a stored body.
import { performance } from 'node:perf_hooks';
import { resolveDocument } from '@lexdraft/core';
import { tsImport } from 'tsx/esm/api';

/** @type {typeof import('./template.ts')} */
const template = await tsImport('./template.ts', import.meta.url);
/** @type {typeof import('./values.ts')} */
const values = await tsImport('./values.ts', import.meta.url);

const WARM_UP = 10;
const ROUNDS = Number(process.env.BENCH_RESOLVE_ROUNDS ?? 61);
// Nodes and marks that only the template has: none may be left once it is resolved.
const LOGIC_TYPES = new Set(['conditionBlock', 'conditionElse', 'repeatBlock', 'inlineCondition']);

/** @typedef {import('@lexdraft/core').JsonNode} JsonNode */

/** Counts of the logic nodes and marks, table rows with `each`, and merge fields (with a value) of a document. */
function census(/** @type {JsonNode} */ doc) {
  /** @type {Record<string, number>} */
  const counts = { fields: 0, filled: 0, formatted: 0, unreadable: 0, rowRepeats: 0 };
  const stack = [doc];
  while (stack.length > 0) {
    const node = /** @type {JsonNode} */ (stack.pop());
    const type = node.type ?? '';
    if (LOGIC_TYPES.has(type)) counts[type] = (counts[type] ?? 0) + 1;
    for (const mark of node.marks ?? []) {
      if (LOGIC_TYPES.has(mark.type ?? '')) counts[mark.type ?? ''] = (counts[mark.type ?? ''] ?? 0) + 1;
    }
    if (type === 'tableRow' && node.attrs?.each) counts.rowRepeats = (counts.rowRepeats ?? 0) + 1;
    if (type === 'mergeField') {
      counts.fields = (counts.fields ?? 0) + 1;
      if (typeof node.attrs?.value === 'string') counts.filled = (counts.filled ?? 0) + 1;
      if (node.attrs?.format) counts.formatted = (counts.formatted ?? 0) + 1;
      if (node.attrs?.unreadable === true) counts.unreadable = (counts.unreadable ?? 0) + 1;
    }
    for (const child of node.content ?? []) stack.push(child);
  }
  return counts;
}

/** The data a document is resolved with: the benchmark's values, list fields and the entity's owners. */
function assemblyData(/** @type {'logic' | 'plain'} */ variant) {
  const documentValues = values.documentValues(variant);
  /** @type {Record<string, ReadonlyArray<Record<string, string>>>} */
  const lists = { ...values.LIST_VALUES, 'entity.owners': values.OWNER_PERSONS };
  return {
    value: (/** @type {string} */ id) => (Object.hasOwn(documentValues, id) ? documentValues[id] : undefined),
    list: (/** @type {string} */ id) => (Object.hasOwn(lists, id) ? lists[id] : undefined),
  };
}

/** @typedef {{ doc: JsonNode, data: { value: (id: string) => string | undefined, list: (id: string) => ReadonlyArray<Record<string, string>> | undefined } }} Case */

/**
 * Times resolveDocument on each case in turn, round by round after WARM_UP rounds: the process's CPU
 * time (on a machine shared with other work, a call of a few milliseconds is often descheduled
 * halfway, and wall time then measures the scheduler) and, for reference, wall time.
 * @param {Record<string, Case>} cases
 * @param {number} rounds
 */
function timeRounds(cases, rounds) {
  const names = Object.keys(cases);
  /** @type {Record<string, number[]>} */
  const cpu = Object.fromEntries(names.map((name) => [name, []]));
  /** @type {Record<string, number[]>} */
  const wall = Object.fromEntries(names.map((name) => [name, []]));
  const once = (/** @type {string} */ name) => {
    const { doc, data } = /** @type {Case} */ (cases[name]);
    const started = performance.now();
    const usage = process.cpuUsage();
    resolveDocument(doc, data);
    const used = process.cpuUsage(usage);
    return { cpu: (used.user + used.system) / 1000, wall: performance.now() - started };
  };
  for (let round = 0; round < WARM_UP; round += 1) for (const name of names) once(name);
  // Each case first in turn, so that none always follows another's garbage.
  for (let round = 0; round < rounds; round += 1) {
    for (let step = 0; step < names.length; step += 1) {
      const name = /** @type {string} */ (names[(round + step) % names.length]);
      const time = once(name);
      cpu[name]?.push(time.cpu);
      wall[name]?.push(time.wall);
    }
  }
  return { cpu, wall };
}

// Nodes that end a line of the printed text compared below.
const LINE_NODES = new Set(['paragraph', 'heading', 'tableRow']);

/**
 * What a resolved document prints, each field as one mark (a formatted field prints its value
 * otherwise in the logic-free document): the two documents must print the same.
 * @param {JsonNode} node
 * @returns {string}
 */
function printedText(node) {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'mergeField') return '\u0001';
  const inner = (node.content ?? []).map(printedText).join('');
  return LINE_NODES.has(node.type ?? '') ? `${inner}\n` : inner;
}

/**
 * Parses both variants, checks what resolving them gives, then times them.
 * @param {(html: string) => JsonNode} htmlToJson the server's parser (lib/editor-document.js)
 */
export function measureResolve(htmlToJson) {
  const parsed = {
    logic: htmlToJson(template.buildTemplate('logic')),
    plain: htmlToJson(template.buildTemplate('plain')),
  };
  // The export reads a large body's JSON as text from its reader thread (body-json-worker.ts) and
  // parses it: plain objects. The parser's own output shares ProseMirror's attrs objects, which have
  // no prototype (V8 keeps them as dictionaries); that is timed apart, as what the editor's getJSON gives.
  const docs = {
    logic: /** @type {JsonNode} */ (JSON.parse(JSON.stringify(parsed.logic))),
    plain: /** @type {JsonNode} */ (JSON.parse(JSON.stringify(parsed.plain))),
  };
  const data = { logic: assemblyData('logic'), plain: assemblyData('plain') };
  const stored = census(docs.logic);
  const { blockConditions, inlineConditions, repeats, fields } = template.TEMPLATE_SHAPE;
  const marks = stored.inlineCondition ?? 0;
  if ((stored.conditionBlock ?? 0) !== blockConditions || marks < inlineConditions) {
    throw new Error(`The parsed template lost its logic: ${JSON.stringify(stored)}`);
  }
  if ((stored.repeatBlock ?? 0) + (stored.rowRepeats ?? 0) !== repeats || stored.fields !== fields) {
    throw new Error(`The parsed template lost repeats or fields: ${JSON.stringify(stored)}`);
  }
  const before = JSON.stringify(docs.logic);
  /** @type {JsonNode} */
  let resolvedTemplate = docs.logic;
  /** @type {Record<'logic' | 'plain', ReturnType<typeof census>>} */
  const resolved = { logic: {}, plain: {} };
  for (const variant of /** @type {const} */ (['logic', 'plain'])) {
    const result = resolveDocument(docs[variant], data[variant]);
    if (result.unresolved.length > 0 || result.problems.length > 0) {
      throw new Error(
        `Resolving the ${variant} document: unresolved ${result.unresolved.join(', ')}; ${JSON.stringify(result.problems)}`,
      );
    }
    resolved[variant] = census(/** @type {JsonNode} */ (result.doc));
    if (variant === 'logic') resolvedTemplate = /** @type {JsonNode} */ (result.doc);
    const left = [...LOGIC_TYPES].filter((type) => resolved[variant][type]);
    if (
      left.length > 0 ||
      resolved[variant].rowRepeats ||
      resolved[variant].filled !== resolved[variant].fields
    ) {
      throw new Error(
        `The resolved ${variant} document is not fully resolved: ${JSON.stringify(resolved[variant])}`,
      );
    }
  }
  if (JSON.stringify(docs.logic) !== before)
    throw new Error('resolveDocument changed the document it was given');
  if (printedText(resolvedTemplate) !== printedText(resolveDocument(docs.plain, data.plain).doc)) {
    throw new Error('The logic-free document does not print what the template prints');
  }

  const times = timeRounds(
    {
      logic: { doc: docs.logic, data: data.logic },
      plain: { doc: docs.plain, data: data.plain },
    },
    ROUNDS,
  );
  const editorShaped = timeRounds(
    { logic: { doc: parsed.logic, data: data.logic }, plain: { doc: parsed.plain, data: data.plain } },
    Math.ceil(ROUNDS / 3),
  );
  return { rounds: ROUNDS, times, editorShaped, stored, resolved };
}
