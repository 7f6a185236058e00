export * from './definitions.js';
export * from './grammar.js';
export * from './groups.js';
export * from './model-fields.js';
export * from './placeholders.js';
export * from './scan.js';
export * from './sensitive.js';
export * from './values.js';
