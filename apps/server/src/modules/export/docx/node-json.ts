import type { JSONContent } from '@tiptap/core';

// Reading the editor's stored JSON. A leaf: every writer of the Word file reads nodes through it.

/** The children of a node, or none: stored JSON is read defensively, a legacy node may have anything. */
export const childrenOf = (node: JSONContent): JSONContent[] =>
  Array.isArray(node.content) ? node.content.filter((child) => child && typeof child === 'object') : [];

/** An attribute of a node, or undefined. */
export const attr = (node: JSONContent, name: string): unknown =>
  node.attrs && typeof node.attrs === 'object' ? (node.attrs as Record<string, unknown>)[name] : undefined;
