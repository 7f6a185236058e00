export * from './limits.js';
export * from './permissions.js';
export * from './roles.js';
