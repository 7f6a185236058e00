import type { DocxPackage } from './read-package.js';
import { attr, descendants, parseXml } from './xml-tree.js';

/** A part's relationship: its type (the last word of its URI) and its target: a part's path in the package, or an external URL. */
export type Relationship = { type: string; path: string; external?: true };

/** The path of a part's relationships part: word/_rels/document.xml.rels for word/document.xml. */
export function relationshipsPath(partPath: string): string {
  const slash = partPath.lastIndexOf('/');
  return `${partPath.slice(0, slash + 1)}_rels/${partPath.slice(slash + 1)}.rels`;
}

/** A part's relationships by id: to other parts of the package, and to external targets (links). */
export function readRelationships(pkg: DocxPackage, partPath: string): Map<string, Relationship> {
  const text = pkg.xml.get(relationshipsPath(partPath));
  const found = new Map<string, Relationship>();
  if (text === undefined) return found;
  const directory = partPath.slice(0, partPath.lastIndexOf('/') + 1);
  for (const relationship of descendants(parseXml(text, relationshipsPath(partPath)).root, 'Relationship')) {
    const id = attr(relationship, 'Id');
    const target = attr(relationship, 'Target');
    if (id === undefined || target === undefined) continue;
    const type = (attr(relationship, 'Type') ?? '').split('/').pop() ?? '';
    if (attr(relationship, 'TargetMode') === 'External')
      found.set(id, { type, path: target, external: true });
    else found.set(id, { type, path: resolvePath(directory, target) });
  }
  return found;
}

/** The first part of a type among relationships, or the fallback path. */
export function partOfType(relationships: Map<string, Relationship>, type: string, fallback: string): string {
  for (const relationship of relationships.values()) if (relationship.type === type) return relationship.path;
  return fallback;
}

function resolvePath(directory: string, target: string): string {
  const segments = (target.startsWith('/') ? target.slice(1) : `${directory}${target}`).split('/');
  const resolved: string[] = [];
  for (const segment of segments) {
    if (segment === '..') resolved.pop();
    else if (segment !== '.' && segment !== '') resolved.push(segment);
  }
  return resolved.join('/');
}
