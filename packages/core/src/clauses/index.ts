export * from './blocks.js';
export * from './clause-heading.js';
export * from './clauses.js';
export * from './missing-clause-place.js';
