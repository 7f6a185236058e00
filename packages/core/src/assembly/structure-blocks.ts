import type { JsonNode } from '../merge-fields/scan.js';
import type { Marker } from './markers.js';
import { blockMarkerOf } from './structure-json.js';

// Block markers: a paragraph whose whole text is `{{#if X}}`, `{{else}}`, `{{/if}}`,
// `{{#each LIST as NAME}}` or `{{/each}}`. Paired like brackets among the blocks of one container,
// each pair becomes a conditionBlock (its else part a conditionElse) or a repeatBlock holding the
// blocks between. A marker that does not pair stays its paragraph, exactly as typed.

type Pair = { close: number; else?: number };

const EMPTY_PARAGRAPH: JsonNode = { type: 'paragraph' };
// Markers open deeper than this stay text, so that building the nodes cannot exhaust the call
// stack; anything past LOGIC_NESTING_MAX is refused on save anyway (logicProblems).
const OPEN_MAX = 1_000;

/** The pairs of block markers, by the index of their opening paragraph. */
function pairMarkers(markers: ReadonlyMap<number, Marker>): Map<number, Pair> {
  const pairs = new Map<number, Pair>();
  const open: { index: number; marker: Marker; else?: number }[] = [];
  for (const [index, marker] of markers) {
    const top = open.at(-1);
    if (marker.kind === 'if' || marker.kind === 'each') {
      if (open.length < OPEN_MAX) open.push({ index, marker });
    } else if (marker.kind === 'else') {
      if (top?.marker.kind === 'if' && top.else === undefined) top.else = index;
    } else if (top && (marker.kind === 'endif') === (top.marker.kind === 'if')) {
      open.pop();
      pairs.set(top.index, top.else === undefined ? { close: index } : { close: index, else: top.else });
    }
  }
  return pairs;
}

/** At least one block: a branch typed empty holds an empty paragraph, as the schema needs one. */
function someBlocks(blocks: unknown[]): unknown[] {
  return blocks.length > 0 ? blocks : [EMPTY_PARAGRAPH];
}

function build(
  blocks: readonly unknown[],
  markers: ReadonlyMap<number, Marker>,
  pairs: ReadonlyMap<number, Pair>,
  from: number,
  to: number,
): unknown[] {
  const out: unknown[] = [];
  for (let index = from; index < to; index += 1) {
    const pair = pairs.get(index);
    const marker = markers.get(index);
    if (!pair || !marker) {
      out.push(blocks[index]);
      continue;
    }
    if (marker.kind === 'each') {
      const content = someBlocks(build(blocks, markers, pairs, index + 1, pair.close));
      out.push({ type: 'repeatBlock', attrs: { list: marker.list, as: marker.as }, content });
    } else if (marker.kind === 'if') {
      const end = pair.else ?? pair.close;
      const content = someBlocks(build(blocks, markers, pairs, index + 1, end));
      if (pair.else !== undefined) {
        const otherwise = someBlocks(build(blocks, markers, pairs, pair.else + 1, pair.close));
        content.push({ type: 'conditionElse', content: otherwise });
      }
      out.push({ type: 'conditionBlock', attrs: { expression: marker.expression }, content });
    }
    index = pair.close;
  }
  return out;
}

/**
 * The blocks of one container with their paired block markers made nodes, or the same array when
 * none pair. `from` keeps the first blocks as they are (a list item must start with its paragraph).
 */
export function structureBlocks(blocks: unknown[], from = 0): unknown[] {
  const markers = new Map<number, Marker>();
  for (let index = from; index < blocks.length; index += 1) {
    const marker = blockMarkerOf(blocks[index]);
    if (marker) markers.set(index, marker);
  }
  if (markers.size < 2) return blocks;
  const pairs = pairMarkers(markers);
  if (pairs.size === 0) return blocks;
  return [...blocks.slice(0, from), ...build(blocks, markers, pairs, from, blocks.length)];
}
