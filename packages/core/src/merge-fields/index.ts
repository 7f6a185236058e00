export * from './definitions.js';
export * from './grammar.js';
export * from './scan.js';
export * from './values.js';
