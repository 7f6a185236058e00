export * from './content.js';
export * from './html-allow-list.js';
export * from './html-attribute-types.js';
export * from './layout.js';
export * from './limits.js';
export * from './merge-fields/index.js';
export * from './permissions.js';
export * from './roles.js';
