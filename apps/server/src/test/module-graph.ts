import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The server's parts and which imports which, read from the source: enough to keep the parts
// importing one way, without a dependency-graph tool. Tests and test helpers are left out: they
// sit above everything and may import anything.

/** A relative import of one source file: the file it names, and the part of the server each is in. */
export type ImportEdge = { from: string; to: string; file: string; specifier: string };

// `import ... from '...'`, `export ... from '...'`, `import '...'` and `import('...')`, over line breaks.
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The part a source file belongs to: `modules/<name>`, a top-level folder, or a top-level file. */
export function partOf(file: string): string {
  const [first, second] = file.split('/');
  if (first === 'modules' && second !== undefined) return `modules/${second}`;
  return first!.replace(/\.[jt]s$/, '');
}

function sourceFiles(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return file === 'test' ? [] : sourceFiles(root, file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Every import from one part of the server into another, read from the files under root. */
export function readImportEdges(root: string): ImportEdge[] {
  return sourceFiles(root).flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return [...text.matchAll(IMPORT)].flatMap(([, specifier]) => {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier!));
      const edge = { from: partOf(file), to: partOf(target), file, specifier: specifier! };
      return edge.from === edge.to ? [] : [edge];
    });
  });
}

/**
 * Import loops between parts (at least one for each tangle), as the parts in order with one import
 * that makes each step, e.g. "modules/users -> modules/organizations (modules/users/service.ts
 * imports ../organizations/service.js) -> modules/users (...)". Empty when parts import one way.
 */
export function findImportLoops(edges: ImportEdge[]): string[] {
  const next = new Map<string, Map<string, ImportEdge>>();
  for (const edge of edges) {
    const targets = next.get(edge.from) ?? new Map<string, ImportEdge>();
    if (!targets.has(edge.to)) targets.set(edge.to, edge);
    next.set(edge.from, targets);
  }
  // A depth-first walk: an import back into a part still on the trail closes a loop.
  const loops: string[] = [];
  const finished = new Set<string>();
  const walk = (part: string, trail: string[]) => {
    const back = trail.indexOf(part);
    if (back !== -1) {
      loops.push(describeLoop([...trail.slice(back), part], next));
      return;
    }
    if (finished.has(part)) return;
    for (const target of [...(next.get(part)?.keys() ?? [])].sort()) walk(target, [...trail, part]);
    finished.add(part);
  };
  for (const part of [...next.keys()].sort()) walk(part, []);
  return loops;
}

function describeLoop(loop: string[], next: Map<string, Map<string, ImportEdge>>): string {
  return loop
    .map((part, index) => {
      if (index === 0) return part;
      const edge = next.get(loop[index - 1]!)!.get(part)!;
      return `-> ${part} (${edge.file} imports ${edge.specifier})`;
    })
    .join(' ');
}
